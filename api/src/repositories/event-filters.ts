import type { Knex } from 'knex';
import type { EventPeriod } from '@cypher/contracts';
import { fromSqlNumber, toSqlDateTime } from '../db/datetime.js';
import { whereContains, type Row } from './sql.js';

/** The map's visible area; `west > east` when it crosses the antimeridian. */
export interface MapBox {
  south: number;
  north: number;
  west: number;
  east: number;
}

export interface EventFilter {
  /** The instant of the request: what now, future and past are measured against. */
  now: Date;
  period?: EventPeriod;
  keyword?: string;
  orgIds?: number[];
  /** Only these events (ids found first through another index: a dancer's tickets and staff roles). */
  ids?: number[];
  /** Calendar window: events that overlap [rangeStart, rangeEnd). */
  rangeStart?: Date;
  rangeEnd?: Date;
  /** Map: events with coordinates inside the box (the (status, lat, lng) index). */
  box?: MapBox;
}

/**
 * The SQL of a period. Matches the contracts' eventPeriod rule: future = start > now,
 * past = started and ended (end <= now; saving keeps start <= end, so the start condition only
 * bounds the index range that past pages read backwards), now = the rest of the dated events.
 */
export function wherePeriod(query: Knex.QueryBuilder, period: EventPeriod, instant: Date, table = 'events'): Knex.QueryBuilder {
  const now = toSqlDateTime(instant);
  if (period === 'future') return query.where(`${table}.date_start`, '>', now);
  if (period === 'past') return query.where(`${table}.date_start`, '<=', now).where(`${table}.date_end`, '<=', now);
  return query.where(`${table}.date_start`, '<=', now).where(`${table}.date_end`, '>', now);
}

/** How many events each period holds, as `wherePeriod` divides them (read with `periodCountsOf`). */
export function periodSums(db: Knex, instant: Date): Knex.Raw[] {
  const now = toSqlDateTime(instant);
  return [
    db.raw('SUM(CASE WHEN events.date_start <= ? AND events.date_end > ? THEN 1 ELSE 0 END) AS current', [now, now]),
    db.raw('SUM(CASE WHEN events.date_start > ? THEN 1 ELSE 0 END) AS future', [now]),
    db.raw('SUM(CASE WHEN events.date_end <= ? THEN 1 ELSE 0 END) AS past', [now]),
  ];
}

/** Events per period (`current` is the period the contracts call `now`). */
export interface PeriodCounts {
  current: number;
  future: number;
  past: number;
}

/** The counts `periodSums` selected (none when no event matched). */
export function periodCountsOf(row: Row | undefined): PeriodCounts {
  return { current: fromSqlNumber(row?.current), future: fromSqlNumber(row?.future), past: fromSqlNumber(row?.past) };
}

/** Published, not deleted, dated events narrowed by the list's filters (everything but period). */
export function wherePublicEvents(query: Knex.QueryBuilder, filter: Omit<EventFilter, 'period' | 'now'>): Knex.QueryBuilder {
  query
    .where('events.status', 'published')
    .whereNull('events.deleted_at')
    .whereNotNull('events.date_start')
    .whereNotNull('events.date_end');
  if (filter.keyword?.trim()) whereContains(query, 'events.search_title', filter.keyword.trim());
  if (filter.orgIds?.length) query.whereIn('events.org_id', filter.orgIds);
  if (filter.ids) query.whereIn('events.id', filter.ids);
  if (filter.rangeStart) query.where('events.date_end', '>', toSqlDateTime(filter.rangeStart));
  if (filter.rangeEnd) query.where('events.date_start', '<', toSqlDateTime(filter.rangeEnd));
  if (filter.box) {
    const { south, north, west, east } = filter.box;
    query.whereBetween('events.location_lat', [south, north]).whereNotNull('events.location_lng');
    if (west <= east) query.whereBetween('events.location_lng', [west, east]);
    else query.where((inner) => inner.where('events.location_lng', '>=', west).orWhere('events.location_lng', '<=', east));
  }
  return query;
}
