import type { EventPeriod, EventTabCounts, RouteQuery, routes } from '@cypher/contracts';

/** The list route's `s` values ('date-asc', 'name-desc', …). */
export type EventSort = NonNullable<NonNullable<RouteQuery<typeof routes.events.list>>['s']>;

/** The grid's sort menu: 'Date created' sorts by the event's dates, 'A-Z' by title. */
export type SortField = 'date' | 'name';
export type SortDirection = 'asc' | 'desc';

export const PERIODS: readonly EventPeriod[] = ['now', 'future', 'past'];

/** Spec: default sort per tab — now ascending, future ascending, past descending. */
export function defaultDirection(period: EventPeriod): SortDirection {
  return period === 'past' ? 'desc' : 'asc';
}

/** Spec: a period tab is shown only when it has events, in the order now, future, past. */
export function periodsWithEvents(counts: EventTabCounts): EventPeriod[] {
  return PERIODS.filter((period) => counts[period] > 0);
}

export function sortParam(field: SortField, direction: SortDirection): EventSort {
  return `${field}-${direction}`;
}

/** Everything that decides which events the grid lists; a change restarts the list. */
export interface GridSearch {
  period: EventPeriod;
  sort: EventSort;
  keyword: string;
  /** Comma list of organization ids (`o`), e.g. from a partner embed. */
  orgIds: string | undefined;
}

export function gridSearchKey(search: GridSearch): string {
  return JSON.stringify([search.period, search.sort, search.keyword, search.orgIds ?? '']);
}
