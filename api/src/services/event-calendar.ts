import { icalendar, type CalendarEntry } from '@cypher/contracts';
import { NotFoundError } from '../errors.js';
import type { EventFilter } from '../repositories/event-filters.js';
import type { EventRecord } from '../repositories/events-repository.js';
import type { Repositories } from '../repositories/index.js';
import { parseIdList } from './paging.js';

/** How far back a feed reaches, and how many events it holds at most. */
const FEED_PAST_DAYS = 90;
const FEED_MAX_EVENTS = 500;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The sanitised description as plain text: paragraphs and breaks become lines, tags go. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) => ENTITIES[name])
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** iCalendar of one event and of the public events (all, or some organizations'), for calendar apps. */
export function createEventCalendarService(repos: Repositories, deps: { now: () => Date; publicUrl: string }) {
  const host = new URL(deps.publicUrl).host;
  const entryOf = (event: EventRecord): CalendarEntry => ({
    uid: `event-${event.id}@${host}`,
    title: event.title,
    start: event.dateStart!,
    end: event.dateEnd,
    timeZone: event.timeZone,
    location: event.locationAddress,
    url: `${deps.publicUrl}/event/${event.id}`,
    description: plainTextOf(event.description),
  });

  /** The feed's window: from 90 days back onwards, at most FEED_MAX_EVENTS, soonest first. */
  async function feedOf(filter: Pick<EventFilter, 'orgIds' | 'ids'>, name: string): Promise<string> {
    const now = deps.now();
    const since = new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000);
    const events = await repos.events.listPublic({ ...filter, now, rangeStart: since }, 'date-asc', 0, FEED_MAX_EVENTS);
    const dated = events.filter((event) => event.dateStart !== null);
    return icalendar({ name, entries: dated.map(entryOf), stamp: now });
  }

  return {
    /** A published, dated event; anything else is 404 (a draft exists only for its editors, in the app). */
    async one(id: number): Promise<{ fileName: string; text: string }> {
      const event = await repos.events.findById(id);
      if (!event || event.status !== 'published' || !event.dateStart) throw new NotFoundError('Event', id);
      const slug = event.title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || `event-${id}`;
      return { fileName: `${slug}.ics`, text: icalendar({ name: event.title, entries: [entryOf(event)], stamp: deps.now() }) };
    },

    /** Published events that end after 90 days ago, soonest first. */
    feed(orgIds: string | undefined): Promise<string> {
      return feedOf({ orgIds: parseIdList(orgIds) }, 'Cypher events');
    },

    /** The events the dancer holding this feed token attends or works at; an unknown token is 404. */
    async dancerFeed(token: string): Promise<string> {
      const userId = await repos.calendarLinks.userIdOf(token);
      if (userId === null) throw new NotFoundError('Calendar feed');
      // Their events' ids first (their own rows), then those events: never a walk over every event.
      return feedOf({ ids: await repos.attendances.eventIdsOfDancer(userId) }, 'My Cypher events');
    },
  };
}

export type EventCalendarService = ReturnType<typeof createEventCalendarService>;
