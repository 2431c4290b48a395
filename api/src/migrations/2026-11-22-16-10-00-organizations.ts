import type { Knex } from 'knex';
import { ref, socials, timestamps, withCharset } from './schema-helpers.js';

/** Organizations, their roles and members. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('orgs', (t) => {
    withCharset(db, t);
    t.increments('id');
    t.string('name', 150).nullable();
    t.string('search_name', 150).nullable();
    ref(t, 'image_id', 'images', { nullable: true });
    t.string('status', 16).notNullable().defaultTo('draft');
    t.text('description').nullable();
    t.date('founded').nullable();
    t.boolean('ranking_disabled').notNullable().defaultTo(false);
    socials(t, false);
    for (const doc of ['agreement', 'waiver']) {
      t.string(`${doc}_title`, 200).nullable();
      t.string(`${doc}_subtitle`, 200).nullable();
      t.string(`${doc}_version`, 50).nullable();
      t.text(`${doc}_text`).nullable();
    }
    ref(t, 'created_by_user_id', 'users', { nullable: true });
    timestamps(t);
    t.index(['status', 'search_name']);
  });

  await db.schema.createTable('org_roles', (t) => {
    withCharset(db, t);
    t.increments('id');
    ref(t, 'org_id', 'orgs', { index: false });
    ref(t, 'user_id', 'users', { index: false });
    t.string('role', 16).notNullable();
    timestamps(t);
    t.unique(['org_id', 'user_id', 'role']);
    t.index(['user_id', 'role']);
  });

  await db.schema.createTable('org_members', (t) => {
    withCharset(db, t);
    t.increments('id');
    ref(t, 'org_id', 'orgs', { index: false });
    ref(t, 'user_id', 'users');
    t.datetime('joined_at', { precision: 3 }).notNullable();
    timestamps(t);
    t.unique(['org_id', 'user_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['org_members', 'org_roles', 'orgs']) await db.schema.dropTableIfExists(table);
}
