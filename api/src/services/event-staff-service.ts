import { ERRORS, type EventRoleInput, type EventStaff } from '@cypher/contracts';
import type { Caller } from '../auth/caller.js';
import { BadRequestError } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import type { StaffRecord } from '../repositories/event-details-repository.js';
import type { EventsAccessService } from './events-access.js';

/** The answer's shape: one organizer (or none) and the lists of the other roles, in the order added. */
export function toEventStaff(staff: StaffRecord[]): EventStaff {
  const chips = (role: StaffRecord['role']) =>
    staff.filter((s) => s.role === role).map(({ id, dancerName, avatar }) => ({ id, dancerName, avatar }));
  return { organizer: chips('organizer')[0] ?? null, admins: chips('admin'), hosts: chips('host'), djs: chips('dj') };
}

/**
 * Staff roles (organizer, admin, host, dj), given and taken by the event's editors. An event has
 * one organizer: giving the role to someone replaces the current one (who stays an editor only
 * if they created the event or hold another editing role). Every change runs in one transaction
 * that locks the event row.
 */
export function createEventStaffService(repos: Repositories, deps: { now: () => Date; access: EventsAccessService }) {
  return {
    async add(id: number, input: EventRoleInput, caller: Caller): Promise<EventStaff> {
      await repos.eventEditing.transaction(async (trx) => {
        await deps.access.lockForEditing(trx, id, caller);
        if (!(await repos.eventEditing.userExists(input.userId, trx)))
          throw new BadRequestError(ERRORS.userNotFound, 'body.userId');
        await repos.eventStaff.add(trx, id, input.userId, input.role, deps.now(), input.role === 'organizer');
      });
      return toEventStaff(await repos.eventDetails.staff(id));
    },

    async remove(id: number, input: EventRoleInput, caller: Caller): Promise<EventStaff> {
      await repos.eventEditing.transaction(async (trx) => {
        await deps.access.lockForEditing(trx, id, caller);
        await repos.eventStaff.remove(trx, id, input.userId, input.role);
      });
      return toEventStaff(await repos.eventDetails.staff(id));
    },
  };
}

export type EventStaffService = ReturnType<typeof createEventStaffService>;
