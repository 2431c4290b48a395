import type { MemberCard } from '@cypher/contracts';
import type { FakeCall } from '@cypher/contracts/testing';

/** A dancer card as GET /users answers it. */
export function memberCard(id: number, dancerName: string, extra: Partial<MemberCard> = {}): MemberCard {
  return {
    id,
    dancerName,
    fullName: `Full ${dancerName}`,
    birthday: null,
    city: null,
    state: null,
    country: null,
    avatar: null,
    card: null,
    isPatron: false,
    eventsAttended: null,
    battlesEntered: null,
    battlesWon: null,
    socials: { email: null, facebook: null, instagram: null, twitter: null, youtube: null, website: null },
    ...extra,
  };
}

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
