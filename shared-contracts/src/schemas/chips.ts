import { Type, type Static } from '@sinclair/typebox';
import { Id, ImageId, Nullable, shape } from './common.js';
import { EmailAddress, SocialLink } from './formats.js';

/** The small pieces that appear many times inside one answer; they have no `$id` on purpose. */

/** A user as staff, who's-going avatar, judge or picker result: id, dancerName, avatar. */
export const UserChip = shape({ id: Id, dancerName: Type.String(), avatar: ImageId });
export type UserChip = Static<typeof UserChip>;

/** A user in a picker with an invitation state (spec: "User select chip"). */
export const UserSelectChip = shape({ id: Id, dancerName: Type.String(), avatar: ImageId, confirmed: Type.Boolean() });
export type UserSelectChip = Static<typeof UserSelectChip>;

/** An organization as a chip: id, name, image. Id 0 is the product itself in the battle editor. */
export const OrgChip = shape({ id: Type.Integer({ minimum: 0 }), name: Type.String(), image: ImageId });
export type OrgChip = Static<typeof OrgChip>;

/** A handle or address (never a script link), as long as the columns hold; null when not given. */
const Link = Nullable(SocialLink(300));

/** A dancer's socials; each is a handle or address, null when not given. */
export const UserSocials = shape({
  email: Nullable(EmailAddress()),
  facebook: Link,
  instagram: Link,
  twitter: Link,
  youtube: Link,
  website: Link,
});
export type UserSocials = Static<typeof UserSocials>;

/** An organization's socials (no e-mail). */
export const OrgSocials = shape({ facebook: Link, instagram: Link, twitter: Link, youtube: Link, website: Link });
export type OrgSocials = Static<typeof OrgSocials>;
