import type { Knex } from 'knex';
import type { EventPeriod } from '@cypher/contracts';
import { fromSqlDateTime } from '../db/datetime.js';
import { periodCountsOf, periodSums, wherePeriod, wherePublicEvents, type EventFilter } from './event-filters.js';
import { nullableNumber, type Row } from './sql.js';

export type EventSortKey = 'date-asc' | 'date-desc' | 'name-asc' | 'name-desc' | 'created-asc' | 'created-desc';

export interface EventRecord {
  id: number;
  orgId: number | null;
  title: string;
  image: number | null;
  description: string;
  website: string | null;
  locationAddress: string | null;
  locationLat: number | null;
  locationLng: number | null;
  dateStart: string | null;
  dateEnd: string | null;
  dateFlat: string | null;
  timeFlat: string | null;
  /** IANA zone of the event (its local times). */
  timeZone: string;
  status: 'draft' | 'published';
  /** The profile that created it (the wizard's caller); null for seeded or imported events. */
  createdByUserId: number | null;
}

export function toEvent(row: Row): EventRecord {
  return {
    id: Number(row.id),
    orgId: nullableNumber(row.org_id),
    title: (row.title as string | null) ?? '',
    image: nullableNumber(row.image_id),
    description: (row.description as string | null) ?? '',
    website: (row.website as string | null) ?? null,
    locationAddress: (row.location_address as string | null) ?? null,
    locationLat: nullableNumber(row.location_lat),
    locationLng: nullableNumber(row.location_lng),
    dateStart: fromSqlDateTime(row.date_start),
    dateEnd: fromSqlDateTime(row.date_end),
    dateFlat: (row.date_flat as string | null) ?? null,
    timeFlat: (row.time_flat as string | null) ?? null,
    timeZone: (row.time_zone as string | null) ?? 'UTC',
    status: row.status === 'published' ? 'published' : 'draft',
    createdByUserId: nullableNumber(row.created_by_user_id),
  };
}

export const SORT_COLUMNS: Record<EventSortKey, [string, 'asc' | 'desc']> = {
  'date-asc': ['events.date_start', 'asc'],
  'date-desc': ['events.date_start', 'desc'],
  'name-asc': ['events.search_title', 'asc'],
  'name-desc': ['events.search_title', 'desc'],
  'created-asc': ['events.created_at', 'asc'],
  'created-desc': ['events.created_at', 'desc'],
};

export function createEventsRepository(db: Knex) {
  return {
    /**
     * One page of public events; the id breaks ties so pages never overlap. The page's ids are
     * found first, from the index alone when the filters allow (events_public_by_start: the rows
     * an offset skips are index entries, not table rows), then only those rows are read.
     */
    async listPublic(
      filter: EventFilter,
      sort: EventSortKey | { near: { lat: number; lng: number } },
      offset: number,
      limit: number,
    ): Promise<EventRecord[]> {
      const query = wherePublicEvents(db('events').select('events.id'), filter);
      if (filter.period) wherePeriod(query, filter.period, filter.now);
      if (typeof sort === 'object') {
        // Nearest first: squared equirectangular distance (longitude shrunk by the cosine of the
        // latitude), exact enough to order events; events without coordinates come last.
        const { lat, lng } = sort.near;
        const k = Math.cos((lat * Math.PI) / 180);
        query
          .orderByRaw('CASE WHEN events.location_lat IS NULL THEN 1 ELSE 0 END')
          .orderByRaw(
            '(events.location_lat - ?) * (events.location_lat - ?) + (events.location_lng - ?) * (events.location_lng - ?) * ?',
            [lat, lat, lng, lng, k * k],
          )
          .orderBy('events.id');
      } else {
        const [column, direction] = SORT_COLUMNS[sort];
        query.orderBy(column, direction).orderBy('events.id', direction);
      }
      const ids = ((await query.offset(offset).limit(limit)) as Row[]).map((row) => Number(row.id));
      if (ids.length === 0) return [];
      const byId = new Map(((await db('events').whereIn('id', ids)) as Row[]).map((row) => [Number(row.id), row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toEvent(row)] : [];
      });
    },

    /** How many public events each period holds, under the same filters as the list. */
    async countByPeriod(filter: Omit<EventFilter, 'period'>): Promise<Record<EventPeriod, number>> {
      const row = (await wherePublicEvents(db('events'), filter)
        .select(...periodSums(db, filter.now))
        .first()) as Row | undefined;
      const { current, future, past } = periodCountsOf(row);
      return { now: current, future, past };
    },

    async findById(id: number): Promise<EventRecord | null> {
      const row = (await db('events').where({ id }).whereNull('deleted_at').first()) as Row | undefined;
      return row ? toEvent(row) : null;
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
