import type { Knex } from 'knex';
import { dateTime, ref, timestamps, withCharset } from './schema-helpers.js';

/** Battles with prizes and roles, prelim groups, crews, entries, legal signatures, results. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('battles', (t) => {
    withCharset(db, t);
    t.increments('id');
    ref(t, 'event_id', 'events');
    ref(t, 'org_id', 'orgs', { nullable: true });
    t.string('title', 150).nullable();
    t.string('style', 16).notNullable().defaultTo('classic');
    t.integer('crew_size').notNullable().defaultTo(1);
    t.text('description').nullable();
    t.text('prizes_desc').nullable();
    t.boolean('organization_competitors_only').notNullable().defaultTo(false);
    t.boolean('hide_participants').notNullable().defaultTo(false);
    t.string('participation_cap_type', 16).notNullable().defaultTo('none');
    t.integer('cap_limit').notNullable().defaultTo(0);
    t.integer('bracket_size').notNullable().defaultTo(8);
    t.json('bracket_levels').nullable();
    dateTime(t, 'start_date');
    t.string('status', 20).notNullable().defaultTo('registration');
    timestamps(t);
  });

  await db.schema.createTable('battle_prizes', (t) => {
    withCharset(db, t);
    t.increments('id');
    ref(t, 'battle_id', 'battles', { index: false });
    t.integer('place').notNullable();
    t.string('title', 150).nullable();
    t.integer('amount').notNullable().defaultTo(0);
    timestamps(t);
    t.index(['battle_id', 'place']);
  });

  await db.schema.createTable('battle_roles', (t) => {
    withCharset(db, t);
    t.increments('id');
    ref(t, 'battle_id', 'battles', { index: false });
    ref(t, 'user_id', 'users', { index: false });
    t.string('role', 16).notNullable();
    timestamps(t);
    t.unique(['battle_id', 'user_id', 'role']);
    t.index(['user_id', 'role']);
  });

  await db.schema.createTable('prelim_groups', (t) => {
    withCharset(db, t);
    t.increments('id');
    ref(t, 'battle_id', 'battles');
    t.string('name', 50).notNullable();
    timestamps(t);
  });

  await db.schema.createTable('crews', (t) => {
    withCharset(db, t);
    t.increments('id');
    ref(t, 'battle_id', 'battles', { index: false });
    t.string('name', 100).notNullable();
    t.integer('sort_order').notNullable().defaultTo(0);
    t.integer('rand_id').nullable();
    ref(t, 'group_id', 'prelim_groups', { nullable: true });
    t.boolean('in_waitlist').notNullable().defaultTo(false);
    t.integer('waitlist_position').nullable();
    t.boolean('is_promoted').notNullable().defaultTo(false);
    t.boolean('is_gone').notNullable().defaultTo(false);
    t.string('pass_status', 16).nullable();
    timestamps(t);
    t.index(['battle_id', 'in_waitlist', 'waitlist_position']);
  });

  await db.schema.createTable('battle_entries', (t) => {
    withCharset(db, t);
    t.increments('id');
    ref(t, 'battle_id', 'battles', { index: false });
    ref(t, 'user_id', 'users');
    ref(t, 'crew_id', 'crews', { nullable: true, onDelete: 'CASCADE' });
    dateTime(t, 'confirmed_at');
    t.integer('rand_id').nullable();
    ref(t, 'group_id', 'prelim_groups', { nullable: true });
    t.boolean('in_waitlist').notNullable().defaultTo(false);
    t.integer('waitlist_position').nullable();
    t.boolean('is_promoted').notNullable().defaultTo(false);
    t.boolean('is_gone').notNullable().defaultTo(false);
    t.string('pass_status', 16).nullable();
    timestamps(t);
    t.unique(['battle_id', 'user_id']);
    t.index(['battle_id', 'in_waitlist', 'waitlist_position']);
  });

  await db.schema.createTable('legal_signatures', (t) => {
    withCharset(db, t);
    t.increments('id');
    ref(t, 'user_id', 'users', { index: false });
    ref(t, 'org_id', 'orgs');
    t.string('document', 16).notNullable();
    t.string('version', 50).nullable();
    t.datetime('signed_at', { precision: 3 }).notNullable();
    ref(t, 'signed_by_user_id', 'users', { nullable: true });
    timestamps(t);
    t.index(['user_id', 'org_id', 'document']);
  });

  // Places (1, 2, 4, 8, 16, 32) of the winners. org_id and year are copied from the battle when
  // a result is written so that leaderboards read one index range per (org, year).
  await db.schema.createTable('battle_results', (t) => {
    withCharset(db, t);
    t.increments('id');
    ref(t, 'battle_id', 'battles');
    t.integer('place').notNullable();
    ref(t, 'crew_id', 'crews', { nullable: true, onDelete: 'CASCADE' });
    ref(t, 'entry_id', 'battle_entries', { nullable: true, onDelete: 'CASCADE' });
    ref(t, 'org_id', 'orgs', { nullable: true, index: false });
    t.integer('year').notNullable();
    timestamps(t);
    t.index(['org_id', 'year']);
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of [
    'battle_results',
    'legal_signatures',
    'battle_entries',
    'crews',
    'prelim_groups',
    'battle_roles',
    'battle_prizes',
    'battles',
  ]) {
    await db.schema.dropTableIfExists(table);
  }
}
