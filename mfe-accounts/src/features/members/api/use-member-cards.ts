import { MEMBERS_PAGE_SIZE, routes, type MemberCard, type RouteQuery } from '@cypher/contracts';
import { useApiPages, type PagedList } from '@cypher/contracts/react';

/** 'name-asc' (A-Z) or 'name-desc' (Z-A), as the route's query declares it. */
export type MemberSort = NonNullable<NonNullable<RouteQuery<typeof routes.users.list>>['sb']>;

export interface MemberSearch {
  sort: MemberSort;
  /** The settled keyword (already debounced); empty for all dancers. */
  keyword: string;
}

/** Member cards, 50 a page, restarted from the first page whenever the sort or keyword changes. */
export function useMemberCards({ sort, keyword }: MemberSearch): PagedList<MemberCard> {
  return useApiPages(
    routes.users.list,
    (page) => ({ query: { p: page, pp: MEMBERS_PAGE_SIZE, sb: sort, k: keyword || undefined } }),
    (cards) => cards,
    MEMBERS_PAGE_SIZE,
    `${sort}\u0000${keyword}`,
  );
}
