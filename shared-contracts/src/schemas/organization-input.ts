import { Type, type Static } from '@sinclair/typebox';
import { Id, ImageId, MonthDayYear, Nullable, shape } from './common.js';
import { SocialLink as SocialLinkText } from './formats.js';
import { OrgRole, OrgStatus } from './organization.js';

/** An agreement or waiver as the settings page sends it; lengths are the columns' own. */
export const LegalDocumentInput = shape({
  title: Type.String({ maxLength: 200 }),
  subtitle: Type.String({ maxLength: 200 }),
  version: Type.String({ maxLength: 50 }),
  /** Rich text; the API sanitises it before storing. */
  text: Type.String({ maxLength: 20_000 }),
});
export type LegalDocumentInput = Static<typeof LegalDocumentInput>;

const SocialLink = Nullable(SocialLinkText(300));
/** An organization's socials as saved (the columns hold 300 characters; never a script link); blank means none. */
export const OrgSocialsInput = shape({
  facebook: SocialLink,
  instagram: SocialLink,
  twitter: SocialLink,
  youtube: SocialLink,
  website: SocialLink,
});
export type OrgSocialsInput = Static<typeof OrgSocialsInput>;

/** POST /orgs/{id}: the wizard and the settings pages send the fields they edit. */
export const OrganizationUpdateInput = Type.Partial(
  shape({
    name: Type.String({ minLength: 1, maxLength: 150 }),
    image: ImageId,
    /** 'published' is how the wizard's Publish publishes a draft. */
    status: OrgStatus,
    description: Type.String({ maxLength: 20_000 }),
    founded: Nullable(MonthDayYear),
    rankingDisabled: Type.Boolean(),
    socials: OrgSocialsInput,
    agreement: Nullable(LegalDocumentInput),
    waiver: Nullable(LegalDocumentInput),
  }),
);
export type OrganizationUpdateInput = Static<typeof OrganizationUpdateInput>;

export const OrgRoleInput = shape({ userId: Id, role: OrgRole });
export type OrgRoleInput = Static<typeof OrgRoleInput>;
