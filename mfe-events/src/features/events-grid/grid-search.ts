import type { EventPeriod } from '@cypher/contracts';
import { defaultEventSort, type EventsGridSearch } from '@cypher/contracts/rules';

/** The list route's `s` values the grid's sort menu offers ('date-asc', 'name-desc', …). */
export type EventSort = EventsGridSearch['sort'];

/** The grid's sort menu: 'Date created' sorts by the event's dates, 'A-Z' by title. */
export type SortField = 'date' | 'name';
export type SortDirection = 'asc' | 'desc';

/** Spec: default sort per tab — now ascending, future ascending, past descending (one rule with the
 *  list the composition server preloads, firstGridSearch in the contracts). */
export function defaultDirection(period: EventPeriod): SortDirection {
  return defaultEventSort(period).endsWith('-desc') ? 'desc' : 'asc';
}

export function sortParam(field: SortField, direction: SortDirection): EventSort {
  return `${field}-${direction}`;
}

export type GridSearch = EventsGridSearch;

export function gridSearchKey(search: GridSearch): string {
  return JSON.stringify([search.period, search.sort, search.keyword, search.orgIds ?? '']);
}
