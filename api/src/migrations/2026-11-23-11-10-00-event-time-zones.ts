import type { Knex } from 'knex';
import tzLookup from '@photostructure/tz-lookup';

/**
 * Each event's IANA time zone, so pages show its local times. Existing events get the zone at
 * their coordinates (UTC without them); the wizard chooses it from then on. Frozen: it calls the
 * lookup library itself, not the service, so later service changes never change this migration.
 */
function zoneAt(lat: number, lng: number): string {
  try {
    return tzLookup(lat, lng);
  } catch {
    return 'UTC';
  }
}

export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('events', (t) => {
    t.string('time_zone', 64).notNullable().defaultTo('UTC');
  });
  const located = (await db('events')
    .whereNotNull('location_lat')
    .whereNotNull('location_lng')
    .select('id', 'location_lat', 'location_lng')) as { id: number; location_lat: number; location_lng: number }[];
  for (const row of located) {
    await db('events')
      .where({ id: row.id })
      .update({ time_zone: zoneAt(Number(row.location_lat), Number(row.location_lng)) });
  }
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('events', (t) => {
    t.dropColumn('time_zone');
  });
}
