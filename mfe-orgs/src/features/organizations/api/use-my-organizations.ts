import { ORGS_PAGE_SIZE, routes, type OrgListItem } from '@cypher/contracts';
import { useApi } from '@cypher/contracts/react';

/**
 * 'My organizations': every organization of the signed-in dancer (`u`); nothing is asked for
 * while signed out. One page of 100 covers anyone's memberships. The search box does not filter
 * it (see README), so the section does not vanish while someone looks for another organization.
 */
export function useMyOrganizations(userId: number | null): OrgListItem[] {
  const { data } = useApi(routes.orgs.list, userId === null ? null : { query: { p: 0, pp: ORGS_PAGE_SIZE, u: userId } });
  return data?.items ?? [];
}
