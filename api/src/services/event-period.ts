import type { EventPeriod } from '@cypher/contracts';

/**
 * now = started and not yet ended, future = not started, past = ended. Computed from the dates
 * at the moment of the request, never stored. A draft without dates has no period.
 */
export function periodOf(dateStart: string | null, dateEnd: string | null, now: Date): EventPeriod | null {
  if (!dateStart || !dateEnd) return null;
  const t = now.getTime();
  if (Date.parse(dateStart) > t) return 'future';
  if (Date.parse(dateEnd) <= t) return 'past';
  return 'now';
}

/** Default direction per tab: now and future soonest first, past latest first. */
export function defaultSortFor(period: EventPeriod | undefined): 'date-asc' | 'date-desc' {
  return period === 'past' ? 'date-desc' : 'date-asc';
}
