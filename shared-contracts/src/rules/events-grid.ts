import { EVENTS_PAGE_SIZE } from '../constants.js';
import type { EventPeriod, EventTabCounts } from '../schemas/event.js';
import { defaultEventSort } from './event-period.js';
import { visibleEventTabs } from './event-tabs.js';

/**
 * The events page's grid (/events, /events/grid): which list it asks for. Here and not in the
 * events area because the composition server asks for the same list before the page's code has run
 * (scripts/server/card-hints.mjs): a list URL written twice would be a preload nobody uses.
 */

/** Spec: a period tab is shown only when it has events, in the order now, future, past. */
export const GRID_PERIODS = ['now', 'future', 'past'] as const satisfies readonly EventPeriod[];

/** The periods the grid shows tabs for; the first is chosen until the visitor picks another. */
export function gridPeriods(counts: EventTabCounts): EventPeriod[] {
  return visibleEventTabs(GRID_PERIODS, counts, false);
}

/** Everything that decides which events the grid lists; a change restarts the list. */
export interface EventsGridSearch {
  period: EventPeriod;
  /** The list route's `s` (`date-asc`, `name-desc`, …). */
  sort: 'date-asc' | 'date-desc' | 'name-asc' | 'name-desc';
  keyword: string;
  /** Comma list of organization ids (`o`), e.g. from a partner embed. */
  orgIds: string | undefined;
}

/** The query of one page of the grid's list, keys in the order the API client writes them. */
export function eventsGridQuery(search: EventsGridSearch, page: number) {
  return {
    p: page,
    pp: EVENTS_PAGE_SIZE,
    t: search.period,
    s: search.sort,
    k: search.keyword || undefined,
    o: search.orgIds,
  };
}

/**
 * What a visitor who has chosen nothing sees first: the first period with events, in its default
 * order, without keyword or organizations. Null when no period has events (the page says so).
 */
export function firstGridSearch(counts: EventTabCounts): EventsGridSearch | null {
  const [period] = gridPeriods(counts);
  if (!period) return null;
  return { period, sort: defaultEventSort(period) as EventsGridSearch['sort'], keyword: '', orgIds: undefined };
}
