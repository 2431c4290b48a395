// The scale data set (issue 7): dancers, organizations with members, published events over past,
// present and future, battles with entries and results, and the leaderboards those results make.
// Deterministic (row i always looks the same), appended to whatever the database holds, written
// with multi-row inserts of BATCH rows; on MariaDB foreign-key and unique checks are off while a
// table loads (the rows are generated consistent) and each table is one transaction.
import type { Knex } from 'knex';
import { engineOf } from '../db/connection.js';
import { toSqlDateTime } from '../db/datetime.js';
import { rebuildStandings } from '../services/leaderboard-standings.js';
import { createEventDayCountsRepository } from '../repositories/event-day-counts-repository.js';

export interface ScaleCounts {
  dancers: number;
  events: number;
  battles: number;
  /** Dancers entered in each battle; the first eight of each get a placing. */
  entriesPerBattle: number;
  orgs: number;
  /** Dancers who are members of each organization. */
  membersPerOrg: number;
}

export const FULL_SCALE: ScaleCounts = {
  dancers: 1_000_000,
  events: 100_000,
  battles: 10_000,
  entriesPerBattle: 32,
  orgs: 1_000,
  membersPerOrg: 200,
};

const BATCH = 5_000;
const DAY = 24 * 3600 * 1000;
const PLACES = [1, 2, 3, 4, 5, 6, 7, 8];
const COUNTRIES = ['US', 'FR', 'KR', 'JP', 'GB', 'DE', 'BR', 'NL', 'RU', 'CA'];

type Row = Record<string, unknown>;

/**
 * Inserts `count` rows in batches. With `firstId`, row i gets id firstId + i written out: the rows
 * that reference it are computed from those ids, and MariaDB's auto-increment may stand past
 * max(id) + 1 (ids left by rolled-back or deleted rows), which once pointed them at missing rows.
 */
async function loadTable(db: Knex, table: string, count: number, row: (i: number) => Row, firstId?: number): Promise<void> {
  const mysql = engineOf(db) === 'mysql';
  await db.transaction(async (trx) => {
    if (mysql) await trx.raw('SET SESSION foreign_key_checks = 0, unique_checks = 0');
    try {
      for (let start = 0; start < count; start += BATCH) {
        const rows: Row[] = [];
        for (let i = start; i < Math.min(start + BATCH, count); i++)
          rows.push(firstId === undefined ? row(i) : { id: firstId + i, ...row(i) });
        await trx(table).insert(rows);
      }
    } finally {
      if (mysql) await trx.raw('SET SESSION foreign_key_checks = 1, unique_checks = 1');
    }
  });
}

/** The id the next inserted row of `table` gets (the seed appends). */
async function nextId(db: Knex, table: string): Promise<number> {
  const row = (await db(table).max({ id: 'id' }).first()) as { id: number | string | null } | undefined;
  return Number(row?.id ?? 0) + 1;
}

/** Adds the data set; answers how long each table took, in milliseconds. */
export async function seedScale(db: Knex, counts: ScaleCounts, now: Date = new Date()): Promise<Record<string, number>> {
  const timings: Record<string, number> = {};
  const stamp = toSqlDateTime(now);
  const timed = async (name: string, work: () => Promise<void>) => {
    const started = Date.now();
    await work();
    timings[name] = Date.now() - started;
  };
  const pad = (i: number) => String(i).padStart(7, '0');

  const firstUser = await nextId(db, 'users');
  await timed('users', () =>
    loadTable(
      db,
      'users',
      counts.dancers,
      (i) => {
        const name = `Scale Dancer ${pad(i)}`;
        return {
          dancer_name: name,
          search_name: name.toLowerCase(),
          country: COUNTRIES[i % COUNTRIES.length],
          city: `City ${i % 500}`,
          created_at: stamp,
          updated_at: stamp,
        };
      },
      firstUser,
    ),
  );

  const firstOrg = await nextId(db, 'orgs');
  await timed('orgs', () =>
    loadTable(
      db,
      'orgs',
      counts.orgs,
      (i) => {
        const name = `Scale Crew League ${pad(i)}`;
        return { name, search_name: name.toLowerCase(), status: 'published', created_at: stamp, updated_at: stamp };
      },
      firstOrg,
    ),
  );
  // Members: organization o takes a run of consecutive dancers, spread over the whole table.
  const stride = Math.max(1, Math.floor(counts.dancers / Math.max(1, counts.orgs)));
  const members = Math.min(counts.membersPerOrg, counts.dancers);
  await timed('org_members', () =>
    loadTable(db, 'org_members', counts.orgs * members, (i) => {
      const org = Math.floor(i / members);
      return {
        org_id: firstOrg + org,
        user_id: firstUser + ((org * stride + (i % members)) % counts.dancers),
        joined_at: stamp,
        created_at: stamp,
        updated_at: stamp,
      };
    }),
  );

  const firstEvent = await nextId(db, 'events');
  await timed('events', () =>
    loadTable(
      db,
      'events',
      counts.events,
      (i) => {
        // Two thirds past, the rest running now or in the next year.
        const begins = new Date(now.getTime() + (((i * 7919) % 1095) - 730) * DAY);
        const title = `Scale Jam ${pad(i)}`;
        return {
          org_id: firstOrg + (i % counts.orgs),
          title,
          search_title: title.toLowerCase(),
          location_address: `${(i % 900) + 1} Battle Street, Brooklyn, NY`,
          location_lat: 40.6 + (i % 100) / 1000,
          location_lng: -73.9 - (i % 100) / 1000,
          date_start: toSqlDateTime(begins),
          date_end: toSqlDateTime(new Date(begins.getTime() + ((i % 3) + 1) * DAY)),
          status: 'published',
          created_at: stamp,
          updated_at: stamp,
        };
      },
      firstEvent,
    ),
  );

  const firstBattle = await nextId(db, 'battles');
  await timed('battles', () =>
    loadTable(
      db,
      'battles',
      counts.battles,
      (i) => ({
        event_id: firstEvent + ((i * 10) % counts.events),
        org_id: firstOrg + (i % counts.orgs),
        title: `Scale Battle ${pad(i)}`,
        created_at: stamp,
        updated_at: stamp,
      }),
      firstBattle,
    ),
  );
  const perBattle = Math.min(counts.entriesPerBattle, counts.dancers);
  const firstEntry = await nextId(db, 'battle_entries');
  await timed('battle_entries', () =>
    loadTable(
      db,
      'battle_entries',
      counts.battles * perBattle,
      (i) => {
        const battle = Math.floor(i / perBattle);
        return {
          battle_id: firstBattle + battle,
          // Distinct dancers within a battle (consecutive ids from a per-battle start).
          user_id: firstUser + ((battle * 97 + (i % perBattle)) % counts.dancers),
          confirmed_at: stamp,
          created_at: stamp,
          updated_at: stamp,
        };
      },
      firstEntry,
    ),
  );
  const placed = Math.min(PLACES.length, perBattle);
  await timed('battle_results', () =>
    loadTable(db, 'battle_results', counts.battles * placed, (i) => {
      const battle = Math.floor(i / placed);
      return {
        battle_id: firstBattle + battle,
        place: PLACES[i % placed],
        entry_id: firstEntry + battle * perBattle + (i % placed),
        org_id: firstOrg + (battle % counts.orgs),
        year: 2021 + (battle % 6),
        created_at: stamp,
        updated_at: stamp,
      };
    }),
  );
  await timed('event_day_counts', () => createEventDayCountsRepository(db).rebuild());
  // Every organization's standings in one bulk pass (not one rebuild per organization).
  await timed('leaderboard_standings', () => rebuildStandings(db, undefined, now));
  if (engineOf(db) === 'mysql') {
    await timed('analyze', async () => {
      await db.raw(
        'ANALYZE TABLE users, orgs, org_members, events, event_day_counts, battles, battle_entries, battle_results, leaderboard_standings',
      );
    });
  }
  return timings;
}
