import type { MemberCard } from '@cypher/contracts';
import type { FakeCall } from '@cypher/contracts/testing';

/** A directory API over `members`: keyword, name order and paging as the server does them. */
export function directoryApi(members: MemberCard[]) {
  return ({ route, input }: FakeCall) => {
    if (route.name === 'users.count') return { count: members.length };
    if (route.name !== 'users.list') return null;
    const query = input.query as { p: number; pp: number; sb: string; k?: string };
    const keyword = (query.k ?? '').toLowerCase();
    const found = members
      .filter((m) => !keyword || m.dancerName.toLowerCase().includes(keyword) || m.fullName.toLowerCase().includes(keyword))
      .sort((a, b) => a.dancerName.localeCompare(b.dancerName) * (query.sb === 'name-desc' ? -1 : 1));
    return found.slice(query.p * query.pp, (query.p + 1) * query.pp);
  };
}
