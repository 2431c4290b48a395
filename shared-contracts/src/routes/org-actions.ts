import { Type } from '@sinclair/typebox';
import { defineRoute } from '../http/route.js';
import { Id, IdParams, Ok, PageIndex, PageSize, shape } from '../schemas/common.js';
import { CreatedId } from '../schemas/media.js';
import { LeaderboardMember, Organization } from '../schemas/organization.js';
import { OrganizationUpdateInput, OrgRoleInput } from '../schemas/organization-input.js';
import { MemberCard } from '../schemas/user.js';
import { LEADERBOARD_PAGE_SIZE, ORG_MEMBERS_PAGE_SIZE } from '../constants.js';

export const LeaderboardSort = Type.Union([
  Type.Literal('rank-asc'),
  Type.Literal('rank-desc'),
  Type.Literal('name-asc'),
  Type.Literal('name-desc'),
]);

export const LeaderboardQuery = shape({
  p: Type.Optional(PageIndex),
  pp: Type.Optional(PageSize(LEADERBOARD_PAGE_SIZE, LEADERBOARD_PAGE_SIZE)),
  /** Rank sorting falls back to name when the organization has ranking disabled. */
  sb: Type.Optional(LeaderboardSort),
  /** 0 = All Years; otherwise 2021 up to the current year. */
  y: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
});

export const OrgMembersQuery = shape({
  p: Type.Optional(PageIndex),
  pp: Type.Optional(PageSize(ORG_MEMBERS_PAGE_SIZE, ORG_MEMBERS_PAGE_SIZE)),
  k: Type.Optional(Type.String({ maxLength: 200 })),
});

const OrgMemberParams = shape({ id: Id, userId: Id });

export const orgActionRoutes = {
  create: defineRoute({
    name: 'orgs.create',
    method: 'POST',
    path: '/orgs',
    summary: 'Create a draft organization; the caller becomes its admin',
    access: 'signedIn',
    response: CreatedId,
  }),
  update: defineRoute({
    name: 'orgs.update',
    method: 'POST',
    path: '/orgs/:id',
    summary: 'Save organization fields (wizard, settings); status published publishes it',
    access: 'signedIn',
    params: IdParams,
    body: OrganizationUpdateInput,
    response: Organization,
  }),
  addRole: defineRoute({
    name: 'orgs.addRole',
    method: 'POST',
    path: '/orgs/:id/role',
    summary: 'Make a user an admin or promoter',
    access: 'signedIn',
    params: IdParams,
    body: OrgRoleInput,
    response: Organization,
  }),
  removeRole: defineRoute({
    name: 'orgs.removeRole',
    method: 'DELETE',
    path: '/orgs/:id/role',
    summary: 'Remove an admin or promoter',
    access: 'signedIn',
    params: IdParams,
    body: OrgRoleInput,
    response: Organization,
  }),
  leaderboard: defineRoute({
    name: 'orgs.leaderboard',
    method: 'GET',
    path: '/orgs/:id/leaderboard',
    summary: 'Members ranked by points from the organization’s battle results',
    access: 'public',
    params: IdParams,
    query: LeaderboardQuery,
    response: Type.Array(LeaderboardMember),
  }),
  members: defineRoute({
    name: 'orgs.members',
    method: 'GET',
    path: '/orgs/:id/members',
    summary: 'Members of the organization, searchable',
    access: 'public',
    params: IdParams,
    query: OrgMembersQuery,
    response: Type.Array(MemberCard),
  }),
  addMember: defineRoute({
    name: 'orgs.addMember',
    method: 'POST',
    path: '/orgs/:id/members/:userId',
    summary: 'Add a member',
    access: 'signedIn',
    params: OrgMemberParams,
    response: Ok,
  }),
  removeMember: defineRoute({
    name: 'orgs.removeMember',
    method: 'DELETE',
    path: '/orgs/:id/members/:userId',
    summary: 'Remove a member',
    access: 'signedIn',
    params: OrgMemberParams,
    response: Ok,
  }),
};
