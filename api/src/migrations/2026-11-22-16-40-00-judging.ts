import type { Knex } from 'knex';
import { ref, timestamps, withCharset } from './schema-helpers.js';

/** Prelim judgments, bracket sparrings, judges' round scores and audience votes. */
export async function up(db: Knex): Promise<void> {
  // A judgment scores either an entry (solo) or a crew. Two unique keys instead of one over a
  // nullable "subject": a NULL never collides, so each key only constrains its own kind of row.
  await db.schema.createTable('judgments', (t) => {
    withCharset(db, t);
    t.increments('id');
    ref(t, 'battle_id', 'battles', { index: false });
    ref(t, 'judge_user_id', 'users');
    ref(t, 'entry_id', 'battle_entries', { nullable: true, onDelete: 'CASCADE' });
    ref(t, 'crew_id', 'crews', { nullable: true, onDelete: 'CASCADE' });
    t.integer('round').notNullable().defaultTo(0);
    t.double('points').notNullable();
    timestamps(t);
    t.unique(['battle_id', 'judge_user_id', 'entry_id', 'round']);
    t.unique(['battle_id', 'judge_user_id', 'crew_id', 'round']);
  });

  // winner: 0 undecided, 1 red, 2 blue.
  await db.schema.createTable('sparrings', (t) => {
    withCharset(db, t);
    t.increments('id');
    ref(t, 'battle_id', 'battles', { index: false });
    t.string('side', 8).notNullable();
    t.integer('round_index').notNullable();
    t.integer('slot').notNullable();
    ref(t, 'red_entry_id', 'battle_entries', { nullable: true });
    ref(t, 'red_crew_id', 'crews', { nullable: true });
    ref(t, 'blue_entry_id', 'battle_entries', { nullable: true });
    ref(t, 'blue_crew_id', 'crews', { nullable: true });
    t.integer('winner').notNullable().defaultTo(0);
    t.string('status', 20).notNullable().defaultTo('open');
    t.integer('extra_rounds').notNullable().defaultTo(0);
    timestamps(t);
    t.unique(['battle_id', 'side', 'round_index', 'slot']);
  });

  await db.schema.createTable('sparring_scores', (t) => {
    withCharset(db, t);
    t.increments('id');
    ref(t, 'sparring_id', 'sparrings', { index: false });
    ref(t, 'judge_user_id', 'users');
    t.integer('round').notNullable();
    t.double('red_points').notNullable();
    t.double('blue_points').notNullable();
    timestamps(t);
    t.unique(['sparring_id', 'judge_user_id', 'round']);
  });

  await db.schema.createTable('audience_votes', (t) => {
    withCharset(db, t);
    t.increments('id');
    ref(t, 'sparring_id', 'sparrings', { index: false });
    ref(t, 'user_id', 'users');
    t.string('colour', 8).notNullable();
    timestamps(t);
    t.unique(['sparring_id', 'user_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['audience_votes', 'sparring_scores', 'sparrings', 'judgments']) await db.schema.dropTableIfExists(table);
}
