/**
 * Wall-clock times in an IANA zone, with nothing but Intl: what a local time is as an instant
 * (the seed's "12:00 in the Bronx"), and what an instant is on the local clock (iCal's
 * DTSTART;TZID=…). Intl carries the zone rules, so summer time is right in every zone.
 */
export interface WallTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The local clock in `zone` at an instant. */
export function wallTimeAt(zone: string, at: Date): WallTime {
  const parts = formatterOf(zone).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** Minutes the zone's clock is ahead of UTC at an instant (New York in winter: -300). */
export function offsetMinutesAt(zone: string, at: Date): number {
  const wall = wallTimeAt(zone, at);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant at which the zone's clock shows `wall`. A time repeated when clocks go back takes
 * its first occurrence; a time skipped when they go forward lands after the jump (02:30 → 03:30).
 */
export function instantOf(zone: string, wall: Omit<WallTime, 'second'> & { second?: number }): Date {
  const guess = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second ?? 0);
  const DAY = 86_400_000;
  // A zone changes its offset at most once within a day around the wall time.
  const candidates = [offsetMinutesAt(zone, new Date(guess - DAY)), offsetMinutesAt(zone, new Date(guess + DAY))].map(
    (offset) => guess - offset * 60_000,
  );
  const shows = (t: number) => {
    const seen = wallTimeAt(zone, new Date(t));
    return Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second) === guess;
  };
  const valid = candidates.filter(shows);
  return new Date(valid.length ? Math.min(...valid) : Math.max(...candidates));
}
