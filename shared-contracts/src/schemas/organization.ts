import { Type, type Static } from '@sinclair/typebox';
import { Count, entity, Id, ImageId, MonthDayYear, Nullable, shape } from './common.js';
import { OrgSocials, UserChip } from './chips.js';

export const OrgStatus = Type.Union([Type.Literal('draft'), Type.Literal('published')]);
export type OrgStatus = Static<typeof OrgStatus>;

export const OrgRole = Type.Union([Type.Literal('admin'), Type.Literal('promoter')]);
export type OrgRole = Static<typeof OrgRole>;

/** An organization's agreement or waiver; null on the organization when all its parts are empty. */
export const LegalDocument = shape({
  title: Type.String(),
  subtitle: Type.String(),
  version: Type.String(),
  /** Sanitised HTML. */
  text: Type.String(),
});
export type LegalDocument = Static<typeof LegalDocument>;

export const Organization = entity('Organization', {
  id: Id,
  name: Type.String(),
  image: ImageId,
  status: OrgStatus,
  /** Sanitised HTML. */
  description: Type.String(),
  founded: Nullable(MonthDayYear),
  rankingDisabled: Type.Boolean(),
  socials: OrgSocials,
  admins: Type.Array(UserChip),
  promoters: Type.Array(UserChip),
  agreement: Nullable(LegalDocument),
  waiver: Nullable(LegalDocument),
  canEdit: Type.Boolean(),
  totalMembers: Count,
  membersCount: Count,
  totalEvents: Count,
  totalPoints: Count,
});
export type Organization = Static<typeof Organization>;

/** One organization in the list and in the events organization filter. */
export const OrgListItem = entity('OrgListItem', {
  id: Id,
  name: Type.String(),
  image: ImageId,
  /** A draft is listed only to those who run it, marked as one. */
  status: OrgStatus,
  membersCount: Count,
  current: Count,
  future: Count,
  past: Count,
});
export type OrgListItem = Static<typeof OrgListItem>;

export const OrgList = entity('OrgList', {
  items: Type.Array(OrgListItem),
  totalCurrent: Count,
  totalFuture: Count,
  totalPast: Count,
  /** Organizations matching the query, for paging. */
  total: Count,
});
export type OrgList = Static<typeof OrgList>;

export const LeaderboardMember = entity('LeaderboardMember', {
  id: Id,
  dancerName: Type.String(),
  avatar: ImageId,
  points: Count,
  rank: Type.Integer({ minimum: 1 }),
});
export type LeaderboardMember = Static<typeof LeaderboardMember>;
