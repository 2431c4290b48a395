import type { EventPeriod } from '../schemas/event.js';

type DateLike = string | Date | null | undefined;

function toTime(value: DateLike): number | null {
  if (value === null || value === undefined || value === '') return null;
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  return Number.isNaN(time) ? null : time;
}

/**
 * now = started and not yet ended, future = not started, past = ended (the end instant itself is
 * still now). An event without an end ends when it starts; without a start it has no period.
 */
export function eventPeriod(dateStart: DateLike, dateEnd: DateLike, now: Date = new Date()): EventPeriod | null {
  const start = toTime(dateStart);
  if (start === null) return null;
  const end = toTime(dateEnd) ?? start;
  const at = now.getTime();
  if (at < start) return 'future';
  return at <= end ? 'now' : 'past';
}

/** Default sort direction per tab: now and future ascending, past and draft descending. */
export function defaultSortDirection(tab: EventPeriod | 'draft'): 'asc' | 'desc' {
  return tab === 'now' || tab === 'future' ? 'asc' : 'desc';
}
