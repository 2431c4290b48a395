import { Type } from '@sinclair/typebox';
import { defineRoute } from '../http/route.js';
import { CountResult, IdList, IdParams, Keyword, PageIndex, PageSize, shape } from '../schemas/common.js';
import { MemberCard, UserProfile } from '../schemas/user.js';
import { MEMBERS_PAGE_SIZE, USER_SEARCH_PAGE_SIZE } from '../constants.js';

export const UserSort = Type.Union([Type.Literal('name-asc'), Type.Literal('name-desc')]);

export const UsersListQuery = shape({
  p: Type.Optional(PageIndex),
  pp: Type.Optional(PageSize(USER_SEARCH_PAGE_SIZE, MEMBERS_PAGE_SIZE)),
  /** Comma list of organization ids the dancers belong to. */
  orgs: Type.Optional(IdList),
  sb: Type.Optional(UserSort),
  k: Type.Optional(Keyword),
  /** Comma list of user ids to leave out (already chosen in a picker). */
  ex: Type.Optional(IdList),
});

export const userReadRoutes = {
  list: defineRoute({
    name: 'users.list',
    method: 'GET',
    path: '/users',
    summary: 'Dancer cards for the member directory and the user pickers',
    access: 'public',
    query: UsersListQuery,
    response: Type.Array(MemberCard),
  }),
  count: defineRoute({
    name: 'users.count',
    method: 'GET',
    path: '/users/count',
    summary: "How many dancers the directory holds ('Search {count} cards')",
    access: 'public',
    response: CountResult,
  }),
  get: defineRoute({
    name: 'users.get',
    method: 'GET',
    path: '/user/:id',
    summary: 'A dancer profile; stats appear only when public (or to the owner)',
    access: 'public',
    params: IdParams,
    response: UserProfile,
  }),
};
