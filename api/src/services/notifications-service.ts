import type { Knex } from 'knex';
import type { Notification } from '@cypher/contracts';
import { NotFoundError } from '../errors.js';
import type { Caller } from '../auth/caller.js';
import { createNotificationsRepository, type NewNotification } from '../repositories/notifications-repository.js';

/**
 * Tells a dancer (profile `userId`) about something another account did that concerns them,
 * e.g. giving them a role in an organization. Call it with the transaction of that action, so
 * the notification exists exactly when the action does. `link` is a site path like
 * `/organization/12`.
 */
export function notify(trx: Knex, userId: number, notification: NewNotification, now: Date = new Date()): Promise<number> {
  return createNotificationsRepository(trx).insert(userId, notification, now);
}

/** Notifications of a profile acted on by someone else: only when the actor is another account. */
export async function notifyUnlessSelf(
  trx: Knex,
  actor: Caller,
  userId: number,
  notification: NewNotification,
  now: Date = new Date(),
): Promise<number | null> {
  const owner = (await trx('users').where({ id: userId }).first('account_id')) as { account_id: number | null } | undefined;
  if (owner && owner.account_id !== null && Number(owner.account_id) === actor.accountId) return null;
  return notify(trx, userId, notification, now);
}

/** The header's notifications of the acting profile. */
export function createNotificationsService(deps: { db: Knex; now: () => Date }) {
  const repo = createNotificationsRepository(deps.db);
  const mustExist = async (caller: Caller, id: number) => {
    if (!(await repo.exists(caller.profileId, id))) throw new NotFoundError('Notification', id);
  };
  return {
    list: (caller: Caller): Promise<Notification[]> => repo.listShown(caller.profileId),
    async markRead(caller: Caller, id: number): Promise<Notification[]> {
      await mustExist(caller, id);
      await repo.markRead(caller.profileId, id, deps.now());
      return repo.listShown(caller.profileId);
    },
    async dismiss(caller: Caller, id: number): Promise<Notification[]> {
      await mustExist(caller, id);
      await repo.dismiss(caller.profileId, id, deps.now());
      return repo.listShown(caller.profileId);
    },
  };
}
