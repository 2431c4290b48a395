import { Type } from '@sinclair/typebox';
import { defineRoute } from '../http/route.js';
import { Id, IdParams, Keyword, PageIndex, PageSize, shape } from '../schemas/common.js';
import { Organization, OrgList } from '../schemas/organization.js';
import { ORGS_PAGE_SIZE } from '../constants.js';

export const OrgsListQuery = shape({
  p: Type.Optional(PageIndex),
  pp: Type.Optional(PageSize(ORGS_PAGE_SIZE, ORGS_PAGE_SIZE)),
  /** Organizations where this user has a role or membership ('My organizations'). */
  u: Type.Optional(Id),
  k: Type.Optional(Keyword),
});

export const orgReadRoutes = {
  list: defineRoute({
    name: 'orgs.list',
    method: 'GET',
    path: '/orgs',
    summary: 'Published organizations with member and event counts',
    access: 'public',
    query: OrgsListQuery,
    response: OrgList,
  }),
  get: defineRoute({
    name: 'orgs.get',
    method: 'GET',
    path: '/orgs/:id',
    summary: 'One organization',
    access: 'public',
    params: IdParams,
    response: Organization,
  }),
};
