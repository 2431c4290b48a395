import { ORG_MEMBERS_PAGE_SIZE, routes, type MemberCard } from '@cypher/contracts';
import { useApiPages, type PagedList } from '@cypher/contracts/react';

/** Members of the organization matching `keyword`, 100 a page; `version` restarts the list after a change. */
export function useOrgMembers(orgId: number, keyword: string, version: number): PagedList<MemberCard> {
  return useApiPages(
    routes.orgs.members,
    (page) => ({ params: { id: orgId }, query: { p: page, pp: ORG_MEMBERS_PAGE_SIZE, k: keyword || undefined } }),
    (members) => members,
    ORG_MEMBERS_PAGE_SIZE,
    `${orgId}:${keyword}:${version}`,
  );
}
