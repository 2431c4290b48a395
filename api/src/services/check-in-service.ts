import { CHECKIN, eventPeriod, type EventDetail } from '@cypher/contracts';
import type { Knex } from 'knex';
import type { Caller } from '../auth/caller.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.js';
import { canCheckInAttendees, canViewEvent } from '../policies/event-policies.js';
import type { EventRecord } from '../repositories/events-repository.js';
import type { Repositories } from '../repositories/index.js';
import type { TierRecord } from '../repositories/event-details-repository.js';
import type { NewAttendance } from '../repositories/attendances-repository.js';
import type { EventsService } from './events-service.js';
import type { AnnounceBattleChange } from '../live/index.js';

const totalOf = (tier: TierRecord) => tier.cost + tier.fees + tier.taxes;

/**
 * How a dancer without a place gets one (there is no online payment): a free event or tier
 * gives a `free` place; otherwise the cheapest tier, paid in cash — at the door by staff
 * (`cash`), or promised by the dancer ('Pay & Check-In', `cash_pending`). Event staff get a
 * `staff` place without a tier.
 */
export function placeFor(
  tiers: TierRecord[],
  o: { isStaff: boolean; byStaff: boolean },
): Omit<NewAttendance, 'eventId' | 'userId' | 'checkedInBy'> {
  if (o.isStaff) return { tierId: null, payment: 'staff', amount: 0 };
  const free = tiers.find((tier) => totalOf(tier) === 0);
  if (free || tiers.length === 0) return { tierId: free?.id ?? null, payment: 'free', amount: 0 };
  const cheapest = [...tiers].sort((a, b) => totalOf(a) - totalOf(b))[0];
  return { tierId: cheapest.id, payment: o.byStaff ? 'cash' : 'cash_pending', amount: totalOf(cheapest) };
}

/**
 * Check-in (self and by staff) and un-check. Each runs in one transaction that first locks the
 * event row (so one dancer's check-ins queue), then writes the attendance and the dancer's
 * battle numbers. Only while the event is happening (spec: "only while period is now").
 */
export function createCheckInService(
  repos: Repositories,
  deps: { now: () => Date; events: EventsService; announceBattleChange: AnnounceBattleChange },
) {
  /** A check-in changes who may be grouped and numbered in every battle of the event. */
  async function announceCheckIns(eventId: number): Promise<void> {
    for (const battle of await repos.battles.listByEvent(eventId)) deps.announceBattleChange(battle.id, 'checkins');
  }

  async function lockOpenEvent(trx: Knex.Transaction, id: number): Promise<EventRecord> {
    const event = await repos.eventEditing.lock(trx, id);
    if (!event) throw new NotFoundError('Event', id);
    return event;
  }

  function requireNow(event: EventRecord, at: Date): void {
    if (eventPeriod(event.dateStart, event.dateEnd, at) !== 'now') throw new ConflictError(CHECKIN.closed);
  }

  /** Door staff only: a draft is 404 to those who cannot edit it, a published event 403. */
  async function lockForDoor(trx: Knex.Transaction, id: number, caller: Caller): Promise<EventRecord> {
    const event = await lockOpenEvent(trx, id);
    const roles = await repos.eventEditing.callerRoles(event, caller.profileId, trx);
    const door = canCheckInAttendees(event, roles);
    if (!canViewEvent(event.status, door)) throw new NotFoundError('Event', id);
    if (!door) throw new ForbiddenError();
    return event;
  }

  /**
   * Checks `userId` in, `by` the caller: an existing place keeps its payment (a promised cash
   * payment is taken when staff check in); a dancer without one gets `placeFor`'s. A dancer's
   * own 'Pay & Check-In' place waits for staff. Then the dancer's battle numbers.
   */
  async function checkIn(trx: Knex.Transaction, event: EventRecord, userId: number, by: Caller, at: Date): Promise<void> {
    const byStaff = by.profileId !== userId;
    const place = await repos.attendances.find(event.id, userId, trx);
    if (place?.checkedInAt || (place?.payment === 'cash_pending' && !byStaff)) return;
    if (place) {
      const payment = place.payment === 'cash_pending' ? 'cash' : place.payment;
      await repos.attendances.checkIn(trx, place.id, payment, by.profileId, at);
    } else {
      const isStaff = (await repos.eventEditing.callerRoles(event, userId, trx)).staffRoles.length > 0;
      const chosen = placeFor(await repos.eventDetails.tiers(event.id, trx), { isStaff, byStaff });
      const waits = chosen.payment === 'cash_pending';
      await repos.attendances.insert(trx, { eventId: event.id, userId, ...chosen, checkedInBy: waits ? null : by.profileId }, at);
      if (waits) return;
    }
    await repos.battleNumbers.assign(trx, event.id, userId, at);
  }

  return {
    /** The caller checks in: a free place is checked in at once; a paid one waits for cash at the door. */
    async checkInSelf(id: number, caller: Caller): Promise<EventDetail> {
      const at = deps.now();
      await repos.eventEditing.transaction(async (trx) => {
        const event = await lockOpenEvent(trx, id);
        if (event.status !== 'published') throw new NotFoundError('Event', id);
        requireNow(event, at);
        await checkIn(trx, event, caller.profileId, caller, at);
      });
      await announceCheckIns(id);
      return deps.events.get(id, caller);
    },

    /** Staff check a dancer in; a promised cash payment is taken at the door. */
    async checkInDancer(id: number, userId: number, caller: Caller): Promise<EventDetail> {
      const at = deps.now();
      await repos.eventEditing.transaction(async (trx) => {
        const event = await lockForDoor(trx, id, caller);
        requireNow(event, at);
        if (!(await repos.eventEditing.userExists(userId, trx))) throw new NotFoundError('User', userId);
        await checkIn(trx, event, userId, caller, at);
      });
      await announceCheckIns(id);
      return deps.events.get(id, caller);
    },

    /** Staff undo a check-in: the place (ticket) stays, the check-in and the battle numbers go. */
    async uncheck(id: number, userId: number, caller: Caller): Promise<EventDetail> {
      const at = deps.now();
      await repos.eventEditing.transaction(async (trx) => {
        const event = await lockForDoor(trx, id, caller);
        requireNow(event, at);
        const place = await repos.attendances.find(id, userId, trx);
        if (!place) throw new NotFoundError('Attendance of user', userId);
        if (!place.checkedInAt) return;
        await repos.attendances.uncheck(trx, place.id, at);
        await repos.battleNumbers.clear(trx, id, userId, at);
      });
      await announceCheckIns(id);
      return deps.events.get(id, caller);
    },
  };
}

export type CheckInService = ReturnType<typeof createCheckInService>;
