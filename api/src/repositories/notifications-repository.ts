import type { Knex } from 'knex';
import type { Notification } from '@cypher/contracts';
import { fromSqlDateTime, toSqlDateTime } from '../db/datetime.js';
import type { Row } from './sql.js';

/** The header shows the newest ones; older ones are still kept. */
export const NOTIFICATIONS_SHOWN = 50;

export interface NewNotification {
  text: string;
  type: string;
  link?: string | null;
}

function toNotification(row: Row): Notification {
  return {
    id: Number(row.id),
    text: String(row.text),
    notificationType: String(row.type),
    link: (row.link as string | null) ?? null,
    read: row.read_at !== null && row.read_at !== undefined,
    createdAt: fromSqlDateTime(row.created_at)!,
  };
}

/** A profile's notifications. Pass the transaction of the action that causes one. */
export function createNotificationsRepository(db: Knex) {
  const own = (userId: number, id: number) => db('notifications').where({ id, user_id: userId }).whereNull('dismissed_at');
  return {
    async insert(userId: number, notification: NewNotification, now: Date): Promise<number> {
      const stamp = toSqlDateTime(now);
      const [id] = await db('notifications').insert({
        user_id: userId,
        text: notification.text.slice(0, 500),
        type: notification.type,
        link: notification.link ?? null,
        created_at: stamp,
        updated_at: stamp,
      });
      return Number(id);
    },

    async listShown(userId: number): Promise<Notification[]> {
      const rows = (await db('notifications')
        .where({ user_id: userId })
        .whereNull('dismissed_at')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(NOTIFICATIONS_SHOWN)) as Row[];
      return rows.map(toNotification);
    },

    async exists(userId: number, id: number): Promise<boolean> {
      return !!(await own(userId, id).first('id'));
    },

    async markRead(userId: number, id: number, now: Date): Promise<void> {
      await own(userId, id)
        .whereNull('read_at')
        .update({ read_at: toSqlDateTime(now), updated_at: toSqlDateTime(now) });
    },

    async dismiss(userId: number, id: number, now: Date): Promise<void> {
      await own(userId, id).update({ dismissed_at: toSqlDateTime(now), updated_at: toSqlDateTime(now) });
    },
  };
}
