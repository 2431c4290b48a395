import type { EventPreview, EventTabCounts, UserProfile } from '@cypher/contracts';
import type { FakeCall } from '@cypher/contracts/testing';

/** A profile as GET /user/:id answers it; pass only what a test cares about. */
export function profileFixture(id: number, extra: Partial<UserProfile> = {}): UserProfile {
  return {
    id,
    dancerName: `Dancer ${id}`,
    fullName: 'Ana Lima',
    firstName: 'Ana',
    lastName: 'Lima',
    birthday: null,
    country: null,
    state: null,
    city: null,
    avatar: null,
    card: null,
    isPatron: false,
    isMain: true,
    canEdit: false,
    socials: { email: null, facebook: null, instagram: null, twitter: null, youtube: null, website: null },
    privacy: { eventsAttended: true, battlesEntered: true, battlesWon: true, eventsDj: true, battlesJudged: true },
    organizations: [],
    ...extra,
  };
}

/** An event of a profile's tabs. */
export function eventFixture(id: number, extra: Partial<EventPreview> = {}): EventPreview {
  return {
    id,
    title: `Event ${id}`,
    image: null,
    dateStart: '2026-03-01T18:00:00.000Z',
    dateEnd: '2026-03-01T23:00:00.000Z',
    locationAddress: null,
    locationLat: null,
    locationLng: null,
    status: 'published',
    period: 'past',
    timeZone: 'America/New_York',
    orgId: null,
    ...extra,
  };
}

/**
 * The API behind a profile page: the profile, its tab counts and `counts[tab]` events per tab
 * (paged by p/pp like the server); drafts asked with st=draft. Anything else fails (null).
 */
export function profileApi(profile: UserProfile | null, counts: EventTabCounts) {
  return ({ route, input }: FakeCall) => {
    if (route.name === 'users.get') return profile && input.params?.id === profile.id ? profile : null;
    if (route.name === 'events.tabs') return counts;
    if (route.name === 'events.list') {
      const query = input.query as { t?: 'now' | 'past' | 'future'; st?: 'draft'; p: number; pp: number };
      const tab = query.st ?? query.t ?? 'now';
      const all = Array.from({ length: counts[tab] }, (_, i) =>
        eventFixture(i + 1, { title: `${tab} ${i + 1}`, status: tab === 'draft' ? 'draft' : 'published' }),
      );
      return all.slice(query.p * query.pp, (query.p + 1) * query.pp);
    }
    return null;
  };
}
