import type { Knex } from 'knex';
import { dateTime, ref, timestamps, withCharset } from './schema-helpers.js';

/** Events, staff, tiers, attendances (tickets and check-ins), workshops, media. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('events', (t) => {
    withCharset(db, t);
    t.increments('id');
    ref(t, 'org_id', 'orgs', { nullable: true, index: false });
    t.string('title', 150).nullable();
    t.string('search_title', 150).nullable();
    ref(t, 'image_id', 'images', { nullable: true });
    t.text('description').nullable();
    t.string('website', 500).nullable();
    t.string('location_address', 500).nullable();
    t.double('location_lat').nullable();
    t.double('location_lng').nullable();
    dateTime(t, 'date_start');
    dateTime(t, 'date_end');
    t.string('date_flat', 100).nullable();
    t.string('time_flat', 100).nullable();
    t.string('status', 16).notNullable().defaultTo('draft');
    dateTime(t, 'deleted_at');
    ref(t, 'created_by_user_id', 'users', { nullable: true });
    timestamps(t);
    // Period lists: now/future scan by start, past by end; map by a bounding box; orgs by org.
    t.index(['status', 'date_start']);
    t.index(['status', 'date_end']);
    t.index(['status', 'location_lat', 'location_lng']);
    t.index(['org_id', 'status', 'date_start']);
    t.index(['status', 'search_title']);
    t.index(['status', 'created_at']);
  });

  await db.schema.createTable('event_staff', (t) => {
    withCharset(db, t);
    t.increments('id');
    ref(t, 'event_id', 'events', { index: false });
    ref(t, 'user_id', 'users', { index: false });
    t.string('role', 16).notNullable();
    timestamps(t);
    t.unique(['event_id', 'user_id', 'role']);
    t.index(['user_id', 'role']);
  });

  await db.schema.createTable('tiers', (t) => {
    withCharset(db, t);
    t.increments('id');
    ref(t, 'event_id', 'events', { index: false });
    t.string('title', 150).nullable();
    t.text('description').nullable();
    t.integer('cost').notNullable().defaultTo(0);
    t.integer('fees').notNullable().defaultTo(0);
    t.integer('taxes').notNullable().defaultTo(0);
    t.integer('position').notNullable().defaultTo(0);
    timestamps(t);
    t.index(['event_id', 'position']);
  });

  await db.schema.createTable('attendances', (t) => {
    withCharset(db, t);
    t.increments('id');
    ref(t, 'event_id', 'events', { index: false });
    ref(t, 'user_id', 'users', { index: false });
    ref(t, 'tier_id', 'tiers', { nullable: true });
    t.string('payment', 16).notNullable();
    t.integer('amount').notNullable().defaultTo(0);
    t.string('qr_token', 64).notNullable().unique();
    dateTime(t, 'checked_in_at');
    ref(t, 'checked_in_by_user_id', 'users', { nullable: true });
    timestamps(t);
    t.unique(['event_id', 'user_id']);
    t.index(['user_id', 'checked_in_at']);
    t.index(['event_id', 'created_at']);
  });

  await db.schema.createTable('workshops', (t) => {
    withCharset(db, t);
    t.increments('id');
    t.string('title', 150).notNullable();
    ref(t, 'instructor_user_id', 'users');
    dateTime(t, 'date');
    t.string('status', 20).notNullable().defaultTo('coming_soon');
    timestamps(t);
    t.index(['status', 'date']);
  });

  // Exactly one owner (user, org or event) per row; the service enforces it, the indexes serve
  // the three lists.
  await db.schema.createTable('media', (t) => {
    withCharset(db, t);
    t.increments('id');
    t.string('name', 200).nullable();
    t.string('youtube_id', 32).notNullable();
    ref(t, 'user_id', 'users', { nullable: true, onDelete: 'CASCADE' });
    ref(t, 'org_id', 'orgs', { nullable: true, onDelete: 'CASCADE' });
    ref(t, 'event_id', 'events', { nullable: true, onDelete: 'CASCADE' });
    timestamps(t);
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['media', 'workshops', 'attendances', 'tiers', 'event_staff', 'events']) {
    await db.schema.dropTableIfExists(table);
  }
}
