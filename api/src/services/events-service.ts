import {
  defaultEventSort,
  EVENTS_PAGE_SIZE,
  priceLabel,
  WHO_IS_GOING_AVATARS,
  WHO_IS_GOING_PAGE_SIZE,
  type EventDetail,
  type EventPreview,
  type EventTabCounts,
  type RouteQuery,
  type routes,
  type UserChip,
} from '@cypher/contracts';
import { BadRequestError } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import { toEventPreview } from './event-preview.js';
import { pageWindow, parseIdList } from './paging.js';
import { toTier } from './tiers.js';
import { toEventStaff } from './event-staff-service.js';
import { attendancePermissions, holdsTicket, toAttendee, toTicketDisplay } from './attendance-view.js';
import type { BattleChipsService } from './battle-chips.js';
import type { EventsAccessService } from './events-access.js';
import type { Caller } from '../auth/caller.js';

type ListQuery = RouteQuery<typeof routes.events.list>;
type TabsQuery = RouteQuery<typeof routes.events.tabs>;

/** A calendar bound: a bare day means its UTC midnight. */
function boundary(text: string | undefined, field: string): Date | undefined {
  if (!text) return undefined;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(date.getTime())) throw new BadRequestError(`${field} is not a valid date`, field);
  return date;
}

/** The user's position for 'near me': both coordinates or neither (400 naming the missing one). */
function nearPoint(lat: number | undefined, lng: number | undefined): { lat: number; lng: number } | undefined {
  if (lat === undefined && lng === undefined) return undefined;
  if (lat === undefined) throw new BadRequestError('A position needs both its latitude and its longitude', 'query.ulat');
  if (lng === undefined) throw new BadRequestError('A position needs both its latitude and its longitude', 'query.ulon');
  return { lat, lng };
}

export function createEventsService(
  repos: Repositories,
  deps: { now: () => Date; battleChips: BattleChipsService; access: EventsAccessService },
) {
  const preview = toEventPreview;

  /** `u`: a dancer's events (tickets and staff roles), found from their own rows first. */
  const dancerEventIds = async (userId: number | undefined) =>
    userId === undefined ? undefined : repos.attendances.eventIdsOfDancer(userId);

  return {
    async list(query: ListQuery): Promise<EventPreview[]> {
      const now = deps.now();
      const { offset, limit } = pageWindow(query.p, query.pp, EVENTS_PAGE_SIZE);
      const filter = {
        now,
        period: query.t,
        keyword: query.k,
        orgIds: parseIdList(query.o),
        ids: await dancerEventIds(query.u),
        rangeStart: boundary(query.start, 'query.start'),
        rangeEnd: boundary(query.end, 'query.end'),
      };
      const near = nearPoint(query.ulat, query.ulon);
      // 'Near me': without an explicit sort, the nearest events come first.
      const sort = query.s ?? (near ? { near } : defaultEventSort(query.t));
      const events = await repos.events.listPublic(filter, sort, offset, limit);
      return events.map((event) => preview(event, now));
    },

    /** Drafts are counted only for their editors (not by keyword); an anonymous caller has none. */
    async tabs(query: TabsQuery): Promise<EventTabCounts> {
      const counts = await repos.events.countByPeriod({
        now: deps.now(),
        keyword: query.k,
        orgIds: parseIdList(query.o),
        ids: await dancerEventIds(query.u),
      });
      return { ...counts, draft: 0 };
    },

    /** Who's going, a page at a time, to whoever may see the event (a draft: its editors only). */
    async going(id: number, caller: Caller | null, query: { p?: number; pp?: number }): Promise<UserChip[]> {
      await deps.access.visible(id, caller);
      const { offset, limit } = pageWindow(query.p, query.pp, WHO_IS_GOING_PAGE_SIZE);
      return repos.eventDetails.goingPage(id, offset, limit);
    },

    /** A draft is only visible to its editors; to everyone else (and once deleted) it does not exist. */
    async get(id: number, caller: Caller | null): Promise<EventDetail> {
      const { event, canEdit, canCheckIn } = await deps.access.visible(id, caller);
      const now = deps.now();
      const callerId = caller?.profileId ?? null;
      const [tiers, staff, going, battles, attendance, attendees] = await Promise.all([
        repos.eventDetails.tiers(id),
        repos.eventDetails.staff(id),
        repos.eventDetails.whoIsGoing(id, WHO_IS_GOING_AVATARS),
        deps.battleChips.forEvent(id, callerId),
        callerId === null ? null : repos.attendances.find(id, callerId),
        canCheckIn ? repos.attendances.list(id) : null,
      ]);
      const shown = preview(event, now);
      return {
        ...shown,
        description: event.description,
        website: event.website,
        dateFlat: event.dateFlat,
        timeFlat: event.timeFlat,
        priceLabel: priceLabel(tiers.map((tier) => tier.cost)),
        tiers: tiers.map(toTier),
        battles,
        staff: toEventStaff(staff),
        whoIsGoing: going.users,
        whoIsGoingCount: going.count,
        permissions: { canEdit, canCheckIn, ...attendancePermissions(shown, attendance) },
        tickets: attendance && holdsTicket(attendance.payment) ? [toTicketDisplay(attendance)] : [],
        // The check-in list goes only to those who run the door (canCheckInAttendees).
        ...(attendees ? { attendees: attendees.map(toAttendee) } : {}),
      };
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
