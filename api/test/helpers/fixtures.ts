import type { Knex } from 'knex';
import { toSqlDateTime } from '../../src/db/datetime.js';
import { refreshStandings } from '../../src/services/leaderboard-standings.js';
import { countInsertedEvent } from '../../src/repositories/event-day-counts-repository.js';
import { TEST_NOW } from './test-app.js';

const DAY = 24 * 60 * 60 * 1000;
const stamp = (at: Date = TEST_NOW) => ({ created_at: toSqlDateTime(at), updated_at: toSqlDateTime(at) });
/** A moment `days` away from the test clock. */
export const daysFromNow = (days: number) => new Date(TEST_NOW.getTime() + days * DAY);

async function insert(db: Knex, table: string, row: Record<string, unknown>): Promise<number> {
  const [id] = await db(table).insert({ ...stamp(), ...row });
  return Number(id);
}

/** An event row, through the same day-count tracking as the API's event writes. */
function insertCounted(db: Knex, table: 'events', row: Record<string, unknown>): Promise<number> {
  return db.transaction(async (trx) => {
    const id = await insert(trx, table, row);
    await countInsertedEvent(trx, id);
    return id;
  });
}

/** Small builders for the rows the read routes need; every option has a sensible default. */
export function fixtures(db: Knex) {
  return {
    user: (
      o: {
        dancerName?: string | null;
        firstName?: string;
        lastName?: string;
        releasedAt?: Date;
        battlesWonPublic?: boolean;
        avatar?: number | null;
        city?: string;
      } = {},
    ) => {
      const dancerName = o.dancerName === undefined ? 'Dancer' : o.dancerName;
      return insert(db, 'users', {
        is_main: true,
        dancer_name: dancerName,
        search_name: dancerName?.toLowerCase() ?? null,
        first_name: o.firstName ?? 'First',
        last_name: o.lastName ?? 'Last',
        birthday: '1999-04-03',
        country: 'US',
        state: 'NY',
        city: o.city ?? 'New York',
        avatar_image_id: o.avatar ?? null,
        released_at: o.releasedAt ? toSqlDateTime(o.releasedAt) : null,
        battles_won_public: o.battlesWonPublic ?? true,
      });
    },

    org: (o: { name?: string; status?: 'draft' | 'published'; agreement?: boolean; waiver?: boolean; version?: string } = {}) => {
      const name = o.name ?? 'Org';
      return insert(db, 'orgs', {
        name,
        search_name: name.toLowerCase(),
        status: o.status ?? 'published',
        description: '<p>About</p>',
        founded: '2010-05-01',
        agreement_title: o.agreement ? 'Agreement' : null,
        agreement_text: o.agreement ? '<p>Rules</p>' : null,
        agreement_version: o.agreement ? (o.version ?? '1') : null,
        waiver_title: o.waiver ? 'Waiver' : null,
        waiver_text: o.waiver ? '<p>At your own risk</p>' : null,
        waiver_version: o.waiver ? (o.version ?? '1') : null,
      });
    },

    orgRole: (orgId: number, userId: number, role: 'admin' | 'promoter') =>
      insert(db, 'org_roles', { org_id: orgId, user_id: userId, role }),
    orgMember: (orgId: number, userId: number) =>
      insert(db, 'org_members', { org_id: orgId, user_id: userId, joined_at: toSqlDateTime(TEST_NOW) }),

    /** An event from `startDays` to `endDays` around the test clock (counted by the orgs list's day counts). */
    event: (o: {
      title?: string;
      startDays: number;
      endDays: number;
      orgId?: number | null;
      status?: 'draft' | 'published';
      createdDaysAgo?: number;
      deleted?: boolean;
    }) =>
      insertCounted(db, 'events', {
        ...stamp(daysFromNow(-(o.createdDaysAgo ?? 100))),
        title: o.title ?? 'Event',
        search_title: (o.title ?? 'Event').toLowerCase(),
        org_id: o.orgId ?? null,
        description: '<p>Jam</p>',
        location_address: '334 Furman St, Brooklyn, NY 11201',
        location_lat: 40.7003,
        location_lng: -73.9967,
        date_start: toSqlDateTime(daysFromNow(o.startDays)),
        date_end: toSqlDateTime(daysFromNow(o.endDays)),
        status: o.status ?? 'published',
        deleted_at: o.deleted ? toSqlDateTime(TEST_NOW) : null,
      }),

    tier: (eventId: number, cost: number, position = 0) =>
      insert(db, 'tiers', {
        event_id: eventId,
        title: `Tier ${position + 1}`,
        description: '',
        cost,
        fees: 100,
        taxes: 50,
        position,
      }),
    staff: (eventId: number, userId: number, role: 'organizer' | 'admin' | 'host' | 'dj') =>
      insert(db, 'event_staff', { event_id: eventId, user_id: userId, role }),
    attend: (eventId: number, userId: number, checkedIn = false, createdMinutes = 0) =>
      insert(db, 'attendances', {
        ...stamp(new Date(TEST_NOW.getTime() + createdMinutes * 60_000)),
        event_id: eventId,
        user_id: userId,
        payment: 'free',
        amount: 0,
        qr_token: `qr-${eventId}-${userId}`,
        checked_in_at: checkedIn ? toSqlDateTime(TEST_NOW) : null,
      }),

    battle: (
      eventId: number,
      o: {
        crewSize?: number;
        orgId?: number | null;
        cap?: 'none' | 'registration' | 'checkIn';
        limit?: number;
        hide?: boolean;
        title?: string;
        membersOnly?: boolean;
        status?: string;
      } = {},
    ) =>
      insert(db, 'battles', {
        event_id: eventId,
        org_id: o.orgId ?? null,
        title: o.title ?? 'Battle',
        style: 'bracket',
        crew_size: o.crewSize ?? 1,
        participation_cap_type: o.cap ?? 'none',
        cap_limit: o.limit ?? 0,
        hide_participants: o.hide ?? false,
        organization_competitors_only: o.membersOnly ?? false,
        bracket_size: 8,
        bracket_levels: JSON.stringify([{ name: 'Final', rounds: 3 }]),
        status: o.status ?? 'registration',
      }),
    judge: (battleId: number, userId: number) =>
      insert(db, 'battle_roles', { battle_id: battleId, user_id: userId, role: 'judge' }),
    prize: (battleId: number, place: number, amount: number) =>
      insert(db, 'battle_prizes', { battle_id: battleId, place, title: `Place ${place}`, amount }),
    crew: (battleId: number, name: string, randId: number | null = null) =>
      insert(db, 'crews', { battle_id: battleId, name, rand_id: randId }),
    entry: (
      battleId: number,
      userId: number,
      o: { crewId?: number; randId?: number; waitlist?: boolean; position?: number; confirmed?: boolean } = {},
    ) =>
      insert(db, 'battle_entries', {
        battle_id: battleId,
        user_id: userId,
        crew_id: o.crewId ?? null,
        rand_id: o.randId ?? null,
        confirmed_at: o.confirmed === false ? null : toSqlDateTime(TEST_NOW),
        in_waitlist: o.waitlist ?? false,
        waitlist_position: o.waitlist ? (o.position ?? 1) : null,
      }),
    /** A signed legal document of the organization (`at` defaults to the test clock). */
    signature: (userId: number, orgId: number, document: 'agreement' | 'waiver', o: { version?: string; at?: Date } = {}) =>
      insert(db, 'legal_signatures', {
        user_id: userId,
        org_id: orgId,
        document,
        version: o.version ?? '1',
        signed_at: toSqlDateTime(o.at ?? TEST_NOW),
      }),
    /** A battle result, with its organization's standings refreshed as the winners route must. */
    result: async (
      battleId: number,
      place: number,
      o: { crewId?: number; entryId?: number; orgId?: number | null; year?: number },
    ) => {
      const year = o.year ?? 2026;
      return db.transaction(async (trx) => {
        const id = await insert(trx, 'battle_results', {
          battle_id: battleId,
          place,
          crew_id: o.crewId ?? null,
          entry_id: o.entryId ?? null,
          org_id: o.orgId ?? null,
          year,
        });
        if (o.orgId) await refreshStandings(trx, o.orgId, { years: [year] }, TEST_NOW);
        return id;
      });
    },
  };
}
