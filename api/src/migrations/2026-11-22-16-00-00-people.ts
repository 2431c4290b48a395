import type { Knex } from 'knex';
import { dateTime, ref, socials, timestamps, withCharset } from './schema-helpers.js';

/** Accounts (sign-in identities), images, dancer profiles, single-use tokens, notifications. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('accounts', (t) => {
    withCharset(db, t);
    t.increments('id');
    t.string('email', 254).notNullable().unique();
    t.string('password_hash', 255).nullable();
    t.string('provider', 16).notNullable();
    t.string('provider_subject', 255).nullable();
    dateTime(t, 'email_verified_at');
    t.integer('session_version').notNullable().defaultTo(0);
    timestamps(t);
    t.unique(['provider', 'provider_subject']);
  });

  // images.uploaded_by_user_id is indexed but carries no constraint: images and users refer to
  // each other (avatars), and an upload may precede the profile it becomes the avatar of.
  await db.schema.createTable('images', (t) => {
    withCharset(db, t);
    t.increments('id');
    t.string('storage_key', 200).notNullable().unique();
    t.string('mime', 40).notNullable();
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.integer('bytes').notNullable();
    t.integer('uploaded_by_user_id').unsigned().nullable().index();
    timestamps(t);
  });

  await db.schema.createTable('users', (t) => {
    withCharset(db, t);
    t.increments('id');
    ref(t, 'account_id', 'accounts', { nullable: true });
    t.boolean('is_main').notNullable().defaultTo(false);
    t.string('dancer_name', 100).nullable();
    // Lower-cased dancer name: the directory sorts and searches case-insensitively and both
    // engines must order the same way, which their collations alone do not guarantee.
    t.string('search_name', 100).nullable().index();
    t.string('first_name', 100).nullable();
    t.string('last_name', 100).nullable();
    t.date('birthday').nullable();
    t.string('country', 8).nullable();
    t.string('state', 100).nullable();
    t.string('city', 100).nullable();
    ref(t, 'avatar_image_id', 'images', { nullable: true });
    ref(t, 'card_image_id', 'images', { nullable: true });
    t.boolean('is_patron').notNullable().defaultTo(false);
    socials(t, true);
    // Privacy: true means the stat is shown to others.
    t.boolean('events_attended_public').notNullable().defaultTo(true);
    t.boolean('battles_entered_public').notNullable().defaultTo(true);
    t.boolean('battles_won_public').notNullable().defaultTo(true);
    t.boolean('events_dj_public').notNullable().defaultTo(true);
    t.boolean('battles_judged_public').notNullable().defaultTo(true);
    dateTime(t, 'released_at');
    timestamps(t);
    t.index(['country', 'city']);
  });

  await db.schema.createTable('auth_tokens', (t) => {
    withCharset(db, t);
    t.increments('id');
    ref(t, 'account_id', 'accounts');
    t.string('purpose', 20).notNullable();
    t.string('token_hash', 128).notNullable().unique();
    t.datetime('expires_at', { precision: 3 }).notNullable();
    dateTime(t, 'used_at');
    timestamps(t);
  });

  await db.schema.createTable('notifications', (t) => {
    withCharset(db, t);
    t.increments('id');
    ref(t, 'user_id', 'users', { index: false });
    t.string('text', 500).notNullable();
    t.string('type', 40).notNullable();
    t.string('link', 500).nullable();
    dateTime(t, 'read_at');
    dateTime(t, 'dismissed_at');
    timestamps(t);
    t.index(['user_id', 'created_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['notifications', 'auth_tokens', 'users', 'images', 'accounts']) {
    await db.schema.dropTableIfExists(table);
  }
}
