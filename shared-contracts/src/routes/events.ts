import { Type } from '@sinclair/typebox';
import { defineRoute } from '../http/route.js';
import { DayOrDateTime, Id, IdList, IdParams, Keyword, PageIndex, PageSize, shape } from '../schemas/common.js';
import { EventDetail, EventPeriod, EventPreview, EventTabCounts } from '../schemas/event.js';
import { EVENTS_MAX_PAGE_SIZE, EVENTS_PAGE_SIZE } from '../constants.js';

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
});

export const EventTabsQuery = shape({ u: Type.Optional(Id), o: Type.Optional(IdList) });

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
};
