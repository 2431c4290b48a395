import type { EventPeriod } from '../schemas/event.js';

type DateLike = string | Date | null | undefined;

function toTime(value: DateLike): number | null {
  if (value === null || value === undefined || value === '') return null;
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  return Number.isNaN(time) ? null : time;
}

/**
 * now = started and not yet ended, future = not started, past = ended. The period is half-open:
 * the start instant is now, the end instant is past (an event "until 18:00" is over at 18:00),
 * which is also how the API's tab filters compare in SQL (`date_end <= now` is past). An event
 * without an end ends when it starts; without a start it has no period.
 */
export function eventPeriod(dateStart: DateLike, dateEnd: DateLike, now: Date = new Date()): EventPeriod | null {
  const start = toTime(dateStart);
  if (start === null) return null;
  const end = toTime(dateEnd) ?? start;
  const at = now.getTime();
  if (at < start) return 'future';
  return at < end ? 'now' : 'past';
}

/**
 * The spec's default order per events tab: now and future soonest first, past latest first.
 * Drafts may have no dates yet, so they come newest created first. No tab: as future.
 */
export function defaultEventSort(tab: EventPeriod | 'draft' | undefined): 'date-asc' | 'date-desc' | 'created-desc' {
  if (tab === 'draft') return 'created-desc';
  return tab === 'past' ? 'date-desc' : 'date-asc';
}
