import { ORGS_PAGE_SIZE, routes, type OrgListItem } from '@cypher/contracts';
import { useApiPages, type PagedList } from '@cypher/contracts/react';

/** 'All organizations': 100 a page, restarted from the first page when the keyword changes. */
export function useOrganizations(keyword: string): PagedList<OrgListItem> {
  return useApiPages(
    routes.orgs.list,
    (page) => ({ query: { p: page, pp: ORGS_PAGE_SIZE, k: keyword || undefined } }),
    (list) => list.items,
    ORGS_PAGE_SIZE,
    keyword,
  );
}
