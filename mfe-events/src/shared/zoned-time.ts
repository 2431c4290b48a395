/**
 * Wall-clock dates and times in a named time zone, and the instants they stand for. The wizard
 * asks for the event's local date and time; the API stores instants (UTC).
 */

/** The browser's own zone, the wizard's default until the organizer picks another. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The zone's offset from UTC at an instant, in minutes (New York in winter: -300). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** 'yyyy-mm-dd' + 'HH:MM' in the zone → ISO instant; null when either part is missing. */
export function wallTimeToIso(date: string, time: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match || !clock) return null;
  const naive = Date.UTC(+match[1], +match[2] - 1, +match[3], +clock[1], +clock[2]);
  // Two passes settle the offset across a daylight-saving change.
  let instant = naive - offsetMinutes(new Date(naive), timeZone) * 60_000;
  instant = naive - offsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant).toISOString();
}

/** ISO instant → the zone's 'yyyy-mm-dd' and 'HH:MM'. */
export function isoToWallTime(iso: string, timeZone: string): { date: string; time: string } {
  const instant = new Date(iso);
  const shifted = new Date(instant.getTime() + offsetMinutes(instant, timeZone) * 60_000).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/** Every zone the browser knows, for the wizard's zone choice (the current one first if missing). */
export function timeZoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}
