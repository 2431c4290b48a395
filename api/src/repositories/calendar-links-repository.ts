import type { Knex } from 'knex';
import type { Row } from './sql.js';

/** Each dancer's calendar feed token (users.calendar_token, unique). */
export function createCalendarLinksRepository(db: Knex) {
  return {
    async tokenOf(userId: number): Promise<string | null> {
      const row = (await db('users').where({ id: userId }).first('calendar_token')) as Row | undefined;
      return (row?.calendar_token as string | null | undefined) ?? null;
    },

    /** Sets the token only where none is set yet (two first asks at once keep one token). */
    async setIfMissing(userId: number, token: string): Promise<void> {
      await db('users').where({ id: userId }).whereNull('calendar_token').update({ calendar_token: token });
    },

    async replace(userId: number, token: string): Promise<void> {
      await db('users').where({ id: userId }).update({ calendar_token: token });
    },

    async userIdOf(token: string): Promise<number | null> {
      const row = (await db('users').where({ calendar_token: token }).first('id')) as Row | undefined;
      return row ? Number(row.id) : null;
    },
  };
}

export type CalendarLinksRepository = ReturnType<typeof createCalendarLinksRepository>;
