import type { Knex } from 'knex';
import { fromSqlDateTime, fromSqlNumber, toSqlDateTime } from '../db/datetime.js';
import type { PeriodCounts } from './event-filters.js';
import type { Row } from './sql.js';

/** The events a write can move in or out of the counts: one event, or every event of an organization. */
export type CountedScope = { eventId: number } | { orgId: number };

/**
 * `event_day_counts`: how many counted events start and end on each UTC day. Counted = what the
 * organizations list totals: published, not deleted, dated events of a published organization.
 */
function countedEvents(q: Knex) {
  return q('events as e')
    .join('orgs as o', 'o.id', 'e.org_id')
    .where('o.status', 'published')
    .where('e.status', 'published')
    .whereNull('e.deleted_at')
    .whereNotNull('e.date_start')
    .whereNotNull('e.date_end');
}

/** The UTC day (`YYYY-MM-DD`) of a DATETIME as either engine answers it. */
const dayOf = (value: unknown) => (fromSqlDateTime(value) ?? '').slice(0, 10);

async function marks(q: Knex, scope: CountedScope): Promise<Row[]> {
  const query = countedEvents(q).select('e.date_start', 'e.date_end');
  return (await ('eventId' in scope ? query.where('e.id', scope.eventId) : query.where('e.org_id', scope.orgId))) as Row[];
}

/**
 * Runs a write to events or to an organization's status inside `trx` and moves the day counts
 * by what it changed: the scope's counted events before and after, compared. Every write that can
 * publish, unpublish, delete, re-date or re-home an event, or publish or unpublish an
 * organization, goes through here, so the counts commit with the write.
 */
export async function trackEventDays<T>(trx: Knex, scope: CountedScope, write: () => Promise<T>): Promise<T> {
  const before = await marks(trx, scope);
  const result = await write();
  await moveCounts(trx, before, await marks(trx, scope));
  return result;
}

/** Counts an event inserted in `trx` other than by the API's writes (seeds of a few rows, tests). */
export async function countInsertedEvent(trx: Knex, eventId: number): Promise<void> {
  await moveCounts(trx, [], await marks(trx, { eventId }));
}

async function moveCounts(trx: Knex, before: Row[], after: Row[]): Promise<void> {
  const delta = new Map<string, { starts: number; ends: number }>();
  const move = (rows: Row[], sign: number) => {
    for (const row of rows) {
      for (const [day, field] of [
        [dayOf(row.date_start), 'starts'],
        [dayOf(row.date_end), 'ends'],
      ] as const) {
        const counts = delta.get(day) ?? { starts: 0, ends: 0 };
        counts[field] += sign;
        delta.set(day, counts);
      }
    }
  };
  move(before, -1);
  move(after, 1);
  for (const [day, { starts, ends }] of delta) {
    if (starts === 0 && ends === 0) continue;
    await trx('event_day_counts')
      .insert({ day, starts, ends })
      .onConflict('day')
      .merge({
        starts: trx.raw('?? + ?', ['event_day_counts.starts', starts]),
        ends: trx.raw('?? + ?', ['event_day_counts.ends', ends]),
      });
  }
}

export function createEventDayCountsRepository(db: Knex) {
  return {
    /**
     * Public events per period over every published organization at `now`: the days before
     * today from the counts, today's events from the events' date indexes. Costs the number of
     * days with events plus today's events, whatever the number of events.
     */
    async totals(instant: Date): Promise<PeriodCounts> {
      const now = toSqlDateTime(instant);
      const today = `${now.slice(0, 10)} 00:00:00.000`;
      const [days, startedToday, endedToday] = await Promise.all([
        db('event_day_counts')
          .select(
            db.raw('SUM(starts) AS total'),
            db.raw('SUM(CASE WHEN day < ? THEN starts ELSE 0 END) AS started', [now.slice(0, 10)]),
            db.raw('SUM(CASE WHEN day < ? THEN ends ELSE 0 END) AS ended', [now.slice(0, 10)]),
          )
          .first() as Promise<Row | undefined>,
        countedEvents(db).whereBetween('e.date_start', [today, now]).count({ n: '*' }).first() as Promise<Row | undefined>,
        countedEvents(db).whereBetween('e.date_end', [today, now]).count({ n: '*' }).first() as Promise<Row | undefined>,
      ]);
      // Saving keeps start <= end: every ended event has started.
      const started = fromSqlNumber(days?.started) + fromSqlNumber(startedToday?.n);
      const ended = fromSqlNumber(days?.ended) + fromSqlNumber(endedToday?.n);
      return { current: started - ended, future: fromSqlNumber(days?.total) - started, past: ended };
    },

    /** The counts again from the events: for seeds, which insert events in bulk. */
    async rebuild(): Promise<void> {
      await db('event_day_counts').del();
      const marksOf = (column: 'date_start' | 'date_end') =>
        countedEvents(db).select(
          db.raw(`DATE(??) AS day`, [`e.${column}`]),
          db.raw(`${column === 'date_start' ? 1 : 0} AS starts`),
          db.raw(`${column === 'date_end' ? 1 : 0} AS ends`),
        );
      const perDay = db
        .from(marksOf('date_start').unionAll(marksOf('date_end')).as('marks'))
        .select('day', db.raw('SUM(starts) AS starts'), db.raw('SUM(ends) AS ends'))
        .groupBy('day');
      await db.into(db.raw('?? (??, ??, ??)', ['event_day_counts', 'day', 'starts', 'ends'])).insert(perDay);
    },
  };
}
