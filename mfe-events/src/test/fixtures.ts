import type { Battle, EventDetail, EventPreview, EventTabCounts } from '@cypher/contracts';
import { fakeBattle } from '@cypher/contracts/testing';

/** Fixtures shaped by the contracts' schemas, so a drifting contract breaks the type-check. */
export function eventPreview(id: number, overrides: Partial<EventPreview> = {}): EventPreview {
  return {
    id,
    title: `Event ${id}`,
    image: id,
    dateStart: '2026-11-22T18:00:00.000Z',
    dateEnd: '2026-11-23T02:00:00.000Z',
    locationAddress: 'Bronx, NY',
    locationLat: null,
    locationLng: null,
    status: 'published',
    period: 'future',
    timeZone: 'America/New_York',
    orgId: 1,
    ...overrides,
  };
}

export function eventPreviews(from: number, count: number, overrides: Partial<EventPreview> = {}): EventPreview[] {
  return Array.from({ length: count }, (_, index) => eventPreview(from + index, overrides));
}

export function tabCounts(counts: Partial<EventTabCounts>): EventTabCounts {
  return { now: 0, future: 0, past: 0, draft: 0, ...counts };
}

export function eventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    id: 7,
    orgId: 1,
    title: 'Bronx Breakers Jam',
    image: 12,
    description: '<p>Open cypher all night</p>',
    website: 'https://breakers.example',
    locationAddress: '1 Grand Concourse, Bronx, NY',
    locationLat: null,
    locationLng: null,
    dateStart: '2026-11-22T18:00:00.000Z',
    dateEnd: '2026-11-22T23:00:00.000Z',
    timeZone: 'America/New_York',
    dateFlat: null,
    timeFlat: null,
    status: 'published',
    period: 'future',
    priceLabel: '$10 - $25',
    tiers: [],
    battles: [
      {
        id: 3,
        title: 'Kids 1 vs 1',
        crewSize: 1,
        isRegistered: false,
        isLimitExceeded: false,
        limit: 0,
        orgChip: { id: 1, name: 'Bronx Breakers', image: null },
      },
    ],
    staff: { organizer: null, admins: [], hosts: [], djs: [] },
    whoIsGoing: [],
    whoIsGoingCount: 0,
    permissions: { canEdit: false, canCheckIn: false, checkedIn: false, showCheckin: false, hasTicket: false, payAtDoor: false },
    tickets: [],
    ...overrides,
  };
}

/** A battle as GET /battles/{id} answers it to the wizard's battle editor: new and empty. */
export function battleDetail(overrides: Partial<Battle> = {}): Battle {
  return fakeBattle({
    id: 31,
    eventId: 7,
    event: { id: 7, title: 'Bronx Breakers Jam', period: 'future', canEdit: true, isStaff: true, excludedUserIds: [] },
    title: '',
    crewSize: 1,
    description: '',
    startDate: null,
    canEdit: true,
    ...overrides,
  });
}
