import type { Knex } from 'knex';
import type { Caller } from '../auth/caller.js';
import { ForbiddenError, NotFoundError } from '../errors.js';
import { canCheckInAttendees, canEditEvent, canViewEvent } from '../policies/event-policies.js';
import type { EventRecord } from '../repositories/events-repository.js';
import type { Repositories } from '../repositories/index.js';

/** What the caller may do with one event; every event route that reads or writes one starts here. */
export function createEventsAccessService(repos: Repositories) {
  /** `q` is the open transaction inside a write (SQLite has one connection). */
  async function canEdit(event: EventRecord, caller: Caller | null, q?: Knex): Promise<boolean> {
    if (!caller) return false;
    const roles = await repos.eventEditing.callerRoles(event, caller.profileId, q);
    return canEditEvent(event, roles);
  }

  /** What the caller may do with the event: edit it, check people in. */
  async function permissionsOf(event: EventRecord, caller: Caller | null, q?: Knex) {
    if (!caller) return { canEdit: false, canCheckIn: false };
    const roles = await repos.eventEditing.callerRoles(event, caller.profileId, q);
    return { canEdit: canEditEvent(event, roles), canCheckIn: canCheckInAttendees(event, roles) };
  }

  /** The event as the caller may see it: unknown, deleted, and other people's drafts are 404. */
  async function visible(
    id: number,
    caller: Caller | null,
  ): Promise<{ event: EventRecord; canEdit: boolean; canCheckIn: boolean }> {
    const event = await repos.events.findById(id);
    if (!event) throw new NotFoundError('Event', id);
    const permissions = await permissionsOf(event, caller);
    if (!canViewEvent(event.status, permissions.canEdit)) throw new NotFoundError('Event', id);
    return { event, ...permissions };
  }

  /** Inside a write: the event read for update, 404 as for `visible`, then 403 unless an editor. */
  async function lockForEditing(trx: Knex.Transaction, id: number, caller: Caller): Promise<EventRecord> {
    const event = await repos.eventEditing.lock(trx, id);
    if (!event) throw new NotFoundError('Event', id);
    const editor = await canEdit(event, caller, trx);
    if (!canViewEvent(event.status, editor)) throw new NotFoundError('Event', id);
    if (!editor) throw new ForbiddenError();
    return event;
  }

  return { canEdit, permissionsOf, visible, lockForEditing };
}

export type EventsAccessService = ReturnType<typeof createEventsAccessService>;
