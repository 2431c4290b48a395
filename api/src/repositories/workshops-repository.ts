import type { Knex } from 'knex';
import { fromSqlDateTime } from '../db/datetime.js';
import { toUser, type UserRecord } from './users-repository.js';
import type { Row } from './sql.js';

export interface WorkshopRecord {
  id: number;
  title: string;
  date: string | null;
  status: 'coming-soon' | 'published';
  instructor: UserRecord;
}

/** Home's workshops with their instructors, soonest first (undated last). */
export function createWorkshopsRepository(db: Knex) {
  return {
    async list(limit: number): Promise<WorkshopRecord[]> {
      const rows = (await db('workshops')
        .join('users', 'users.id', 'workshops.instructor_user_id')
        .whereNull('users.released_at')
        .orderByRaw('CASE WHEN workshops.date IS NULL THEN 1 ELSE 0 END')
        .orderBy('workshops.date')
        .orderBy('workshops.id')
        .limit(limit)
        .select(
          'users.*',
          'workshops.id as workshop_id',
          'workshops.title as workshop_title',
          'workshops.date as workshop_date',
          'workshops.status as workshop_status',
        )) as Row[];
      return rows.map((row) => ({
        id: Number(row.workshop_id),
        title: String(row.workshop_title),
        date: fromSqlDateTime(row.workshop_date),
        // The table says coming_soon; the wire says coming-soon.
        status: row.workshop_status === 'published' ? 'published' : 'coming-soon',
        instructor: toUser(row),
      }));
    },
  };
}
