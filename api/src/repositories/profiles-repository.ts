import type { Knex } from 'knex';
import { toSqlDateTime } from '../db/datetime.js';
import { createLeaderboardStandingsRepository } from './leaderboard-standings-repository.js';

/** Column values of a profile write (already validated and converted by the service). */
export interface ProfileColumns {
  dancer_name?: string | null;
  search_name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  birthday?: string | null;
  country?: string | null;
  state?: string | null;
  city?: string | null;
  avatar_image_id?: number | null;
  card_image_id?: number | null;
  social_email?: string | null;
  social_facebook?: string | null;
  social_instagram?: string | null;
  social_twitter?: string | null;
  social_youtube?: string | null;
  social_website?: string | null;
  events_attended_public?: boolean;
  battles_entered_public?: boolean;
  battles_won_public?: boolean;
  events_dj_public?: boolean;
  battles_judged_public?: boolean;
}

/** Writes to dancer profiles (`users`). Pass a transaction when several rows change together. */
export function createProfilesRepository(db: Knex) {
  return {
    async insert(accountId: number, isMain: boolean, columns: ProfileColumns, now: Date): Promise<number> {
      const stamp = toSqlDateTime(now);
      const [id] = await db('users').insert({
        ...columns,
        account_id: accountId,
        is_main: isMain,
        created_at: stamp,
        updated_at: stamp,
      });
      return Number(id);
    },

    async update(id: number, columns: ProfileColumns, now: Date): Promise<void> {
      await db('users')
        .where({ id })
        .update({ ...columns, updated_at: toSqlDateTime(now) });
      // Leaderboards keep a copy of the name for their name order (same transaction).
      if (columns.search_name !== undefined) await createLeaderboardStandingsRepository(db).rename(id, columns.search_name);
    },

    /** The account's main profile becomes `profileId` (the others stop being main). */
    /** Makes the profile the account's main one; false (nothing changed) when the account does not own it. */
    async setMain(accountId: number, profileId: number, now: Date): Promise<boolean> {
      const stamp = toSqlDateTime(now);
      const made = await db('users').where({ id: profileId, account_id: accountId }).update({ is_main: true, updated_at: stamp });
      if (Number(made) !== 1) return false;
      await db('users')
        .where({ account_id: accountId })
        .whereNot({ id: profileId })
        .update({ is_main: false, updated_at: stamp });
      return true;
    },

    /**
     * Moves a non-main profile of `fromAccountId` to another account as that account's main
     * profile; false when it is no longer such a profile (released or made main meanwhile).
     */
    async moveToAccount(profileId: number, fromAccountId: number, toAccountId: number, now: Date): Promise<boolean> {
      const moved = await db('users')
        .where({ id: profileId, account_id: fromAccountId, is_main: false })
        .update({ account_id: toAccountId, is_main: true, updated_at: toSqlDateTime(now) });
      return Number(moved) === 1;
    },

    async imageExists(id: number): Promise<boolean> {
      return !!(await db('images').where({ id }).first('id'));
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
