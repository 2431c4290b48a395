import { Type } from '@sinclair/typebox';
import { defineRoute } from '../http/route.js';
import { Count, DayOrDateTime, Id, IdList, IdParams, Keyword, PageIndex, PageSize, shape } from '../schemas/common.js';
import { EventDetail, EventPeriod, EventPreview, EventTabCounts } from '../schemas/event.js';
import { EVENTS_MAX_PAGE_SIZE, EVENTS_PAGE_SIZE, WHO_IS_GOING_PAGE_SIZE } from '../constants.js';
import { UserChip } from '../schemas/chips.js';
import { CalendarLink } from '../schemas/site.js';

export const EventSort = Type.Union([
  Type.Literal('date-asc'),
  Type.Literal('date-desc'),
  Type.Literal('name-asc'),
  Type.Literal('name-desc'),
  Type.Literal('created-asc'),
  Type.Literal('created-desc'),
]);

export const EventsListQuery = shape({
  p: Type.Optional(PageIndex),
  /** The grid asks 50, the calendar 999. */
  pp: Type.Optional(PageSize(EVENTS_MAX_PAGE_SIZE, EVENTS_PAGE_SIZE)),
  t: Type.Optional(EventPeriod),
  s: Type.Optional(EventSort),
  /** Events this user is staff of or attends. */
  u: Type.Optional(Id),
  k: Type.Optional(Keyword),
  /** Comma list of organization ids. */
  o: Type.Optional(IdList),
  ulat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  ulon: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
  /** Calendar range (inclusive start, exclusive end). */
  start: Type.Optional(DayOrDateTime),
  end: Type.Optional(DayOrDateTime),
  /** 'draft' lists drafts instead of published events (the Drafts tab of a profile or organization;
   *  only the caller's own or, with `o`, the organization's when the caller may edit it). */
  st: Type.Optional(Type.Literal('draft')),
});

/** A map corner or the user's position as `lat,lng`. */
const LatLng = Type.String({ pattern: '^-?\\d{1,2}(\\.\\d+)?,-?\\d{1,3}(\\.\\d+)?$' });

export const EventsMapQuery = shape({
  t: Type.Optional(EventPeriod),
  s: Type.Optional(EventSort),
  k: Type.Optional(Keyword),
  /** The user's position. */
  uc: Type.Optional(LatLng),
  /** Comma list of organization ids (the events page's organization filter). */
  o: Type.Optional(IdList),
  nw: Type.Optional(LatLng),
  ne: Type.Optional(LatLng),
  se: Type.Optional(LatLng),
  sw: Type.Optional(LatLng),
});

export const EventsMap = shape({
  /** Events of the period inside the corners that have coordinates. */
  events: Type.Array(EventPreview),
  /** Counts per period inside the corners. */
  stats: shape({ now: Count, future: Count, past: Count }),
});

export const EventTabsQuery = shape({
  u: Type.Optional(Id),
  o: Type.Optional(IdList),
  /** The keyword the list is searched by: the small screens' search dialog counts its matches. */
  k: Type.Optional(Keyword),
});

export const eventReadRoutes = {
  list: defineRoute({
    name: 'events.list',
    method: 'GET',
    path: '/events',
    summary: 'Published events of one period, paged and sorted (grid, calendar, profile and organization tabs)',
    access: 'public',
    query: EventsListQuery,
    response: Type.Array(EventPreview),
  }),
  tabs: defineRoute({
    name: 'events.tabs',
    method: 'GET',
    path: '/events/tabs',
    summary: 'How many events each period tab holds (draft only for the caller as editor)',
    access: 'public',
    query: EventTabsQuery,
    response: EventTabCounts,
  }),
  get: defineRoute({
    name: 'events.get',
    method: 'GET',
    path: '/events/:id',
    summary: 'One event with tiers, battles, staff, who is going and the caller’s permissions',
    access: 'public',
    params: IdParams,
    response: EventDetail,
  }),
  going: defineRoute({
    name: 'events.going',
    method: 'GET',
    path: '/events/:id/going',
    summary: "Who's going ('Who went'): the dancers holding a ticket, earliest first, a page at a time ('view all')",
    access: 'public',
    params: IdParams,
    query: shape({ p: Type.Optional(PageIndex), pp: Type.Optional(PageSize(WHO_IS_GOING_PAGE_SIZE, WHO_IS_GOING_PAGE_SIZE)) }),
    response: Type.Array(UserChip),
  }),
  ical: defineRoute({
    name: 'events.ical',
    method: 'GET',
    path: '/events/:id/calendar.ics',
    summary: 'One published event as iCalendar (text/calendar) for calendar apps, on its own clock',
    access: 'public',
    params: IdParams,
    response: Type.String({ contentMediaType: 'text/calendar' }),
  }),
  calendarFeed: defineRoute({
    name: 'events.calendarFeed',
    method: 'GET',
    path: '/calendar.ics',
    summary: 'A feed calendar apps subscribe to (text/calendar): published events, only these organizations’ with o',
    access: 'public',
    query: shape({ o: Type.Optional(IdList) }),
    response: Type.String({ contentMediaType: 'text/calendar' }),
  }),
  dancerCalendarFeed: defineRoute({
    name: 'events.dancerCalendarFeed',
    method: 'GET',
    path: '/calendar/:token.ics',
    summary: 'A dancer’s feed (text/calendar): the published events they attend; the token is the only key',
    access: 'public',
    params: shape({ token: CalendarLink.properties.token }),
    response: Type.String({ contentMediaType: 'text/calendar' }),
  }),
  calendarLink: defineRoute({
    name: 'events.calendarLink',
    method: 'GET',
    path: '/calendar-link',
    summary: 'The caller’s own calendar feed token (made on first ask)',
    access: 'signedIn',
    response: CalendarLink,
  }),
  resetCalendarLink: defineRoute({
    name: 'events.resetCalendarLink',
    method: 'POST',
    path: '/calendar-link/reset',
    summary: 'A new calendar feed token for the caller; the old feed address stops working',
    access: 'signedIn',
    response: CalendarLink,
  }),
  map: defineRoute({
    name: 'events.map',
    method: 'GET',
    path: '/events-map',
    summary: 'Published events with coordinates inside the map corners, and per-period counts',
    access: 'public',
    query: EventsMapQuery,
    response: EventsMap,
  }),
};
