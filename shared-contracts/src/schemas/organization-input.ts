import { Type, type Static } from '@sinclair/typebox';
import { Id, ImageId, MonthDayYear, Nullable, shape } from './common.js';
import { OrgSocials } from './chips.js';
import { LegalDocument, OrgRole, OrgStatus } from './organization.js';

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
    socials: OrgSocials,
    agreement: Nullable(LegalDocument),
    waiver: Nullable(LegalDocument),
  }),
);
export type OrganizationUpdateInput = Static<typeof OrganizationUpdateInput>;

export const OrgRoleInput = shape({ userId: Id, role: OrgRole });
export type OrgRoleInput = Static<typeof OrgRoleInput>;
