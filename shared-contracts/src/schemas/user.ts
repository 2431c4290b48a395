import { Type, type Static } from '@sinclair/typebox';
import { Count, entity, Id, ImageId, MonthDayYear, Nullable, shape } from './common.js';
import { OrgChip, UserChip, UserSocials } from './chips.js';

/** Which stats a dancer shows publicly (Profile settings → Stats). */
export const StatsPrivacy = shape({
  eventsAttended: Type.Boolean(),
  battlesEntered: Type.Boolean(),
  battlesWon: Type.Boolean(),
  eventsDj: Type.Boolean(),
  battlesJudged: Type.Boolean(),
});
export type StatsPrivacy = Static<typeof StatsPrivacy>;

/** A stat is absent when its owner keeps it private (the owner always sees it). */
const Stat = Type.Optional(Count);

export const AuthProvider = Type.Union([Type.Literal('password'), Type.Literal('google'), Type.Literal('firebase')]);
export type AuthProvider = Static<typeof AuthProvider>;

/** A dancer profile (spec "User (profile)"); also the answer of GET /user for the caller. */
export const UserProfile = entity('UserProfile', {
  id: Id,
  dancerName: Type.String(),
  /** First and last name joined by a space. */
  fullName: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  birthday: Nullable(MonthDayYear),
  /** Country code (ISO 3166-1 alpha-2, or GB-ENG/GB-NIR/GB-SCT/GB-WLS). */
  country: Nullable(Type.String()),
  state: Nullable(Type.String()),
  city: Nullable(Type.String()),
  avatar: ImageId,
  card: ImageId,
  isPatron: Type.Boolean(),
  isMain: Type.Boolean(),
  /** The caller owns this profile (Settings, social links, player card, drafts). */
  canEdit: Type.Boolean(),
  socials: UserSocials,
  privacy: StatsPrivacy,
  eventsAttended: Stat,
  battlesEntered: Stat,
  battlesWon: Stat,
  eventsDj: Stat,
  battlesJudged: Stat,
  organizations: Type.Array(OrgChip),
  /** Owner only: the ids of the organizations this profile runs (admin or promoter), the ones it
   *  may put an event in; `organizations` also holds those it only belongs to. */
  runs: Type.Optional(Type.Array(Id)),
  /** Owner only: the account's e-mail, its profiles and how it signs in. */
  aEmail: Type.Optional(Type.String()),
  profiles: Type.Optional(Type.Array(UserChip)),
  authProvider: Type.Optional(AuthProvider),
});
export type UserProfile = Static<typeof UserProfile>;

/** A dancer card of the member directory and the pickers. Age is computed from birthday. */
export const MemberCard = entity('MemberCard', {
  id: Id,
  dancerName: Type.String(),
  fullName: Type.String(),
  birthday: Nullable(MonthDayYear),
  city: Nullable(Type.String()),
  state: Nullable(Type.String()),
  country: Nullable(Type.String()),
  avatar: ImageId,
  card: ImageId,
  isPatron: Type.Boolean(),
  /** null when the dancer keeps the stat private. */
  eventsAttended: Nullable(Count),
  battlesEntered: Nullable(Count),
  battlesWon: Nullable(Count),
  socials: UserSocials,
});
export type MemberCard = Static<typeof MemberCard>;

/** A header notification. */
export const Notification = entity('Notification', {
  id: Id,
  text: Type.String(),
  notificationType: Type.String(),
  link: Nullable(Type.String()),
  read: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Notification = Static<typeof Notification>;
