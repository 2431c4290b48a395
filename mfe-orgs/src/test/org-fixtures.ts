import type { OrgListItem } from '@cypher/contracts';
import type { FakeCall } from '@cypher/contracts/testing';

export function orgItem(id: number, name: string, extra: Partial<OrgListItem> = {}): OrgListItem {
  return { id, name, image: null, status: 'published', membersCount: id * 3, current: 1, future: 2, past: 3, ...extra };
}

/** GET /orgs over `orgs`, with `mine` answering `u`: keyword and paging as the server does them. */
export function orgsApi(orgs: OrgListItem[], mine: Record<number, OrgListItem[]> = {}) {
  return ({ route, input }: FakeCall) => {
    if (route.name !== 'orgs.list') return null;
    const query = input.query as { p: number; pp: number; u?: number; k?: string };
    const source = query.u === undefined ? orgs : (mine[query.u] ?? []);
    const keyword = (query.k ?? '').toLowerCase();
    const found = source.filter((org) => org.name.toLowerCase().includes(keyword));
    const items = found.slice(query.p * query.pp, (query.p + 1) * query.pp);
    return { items, total: found.length, totalCurrent: 0, totalFuture: 0, totalPast: 0 };
  };
}
