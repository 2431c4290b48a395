import { ORGS_PAGE_SIZE, routes } from '@cypher/contracts';
import { useApi } from '@cypher/contracts/react';

/** One page (100) of `GET /orgs` for the filter dialog: organizations with their event counts and the totals. */
export function useOrgListPage(keyword: string, page: number) {
  const query = { p: page, pp: ORGS_PAGE_SIZE, ...(keyword ? { k: keyword } : {}) };
  return useApi(routes.orgs.list, { query });
}
