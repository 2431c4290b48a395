import { instantOf, wallTimeAt } from '@cypher/contracts/rules';

/**
 * Wall-clock dates and times in a named time zone, and the instants they stand for. The wizard
 * asks for the event's local date and time; the API stores instants (UTC).
 */

/** The browser's own zone, the wizard's default until the organizer picks another. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** 'yyyy-mm-dd' + 'HH:MM' in the zone → ISO instant; null when either part is missing. */
export function wallTimeToIso(date: string, time: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match || !clock) return null;
  // The contracts' rule: a time skipped by a clock change lands after the jump, a repeated one takes its first occurrence.
  return instantOf(timeZone, {
    year: +match[1],
    month: +match[2],
    day: +match[3],
    hour: +clock[1],
    minute: +clock[2],
  }).toISOString();
}

/** ISO instant → the zone's 'yyyy-mm-dd' and 'HH:MM'. */
export function isoToWallTime(iso: string, timeZone: string): { date: string; time: string } {
  const wall = wallTimeAt(timeZone, new Date(iso));
  const two = (n: number) => String(n).padStart(2, '0');
  return { date: `${wall.year}-${two(wall.month)}-${two(wall.day)}`, time: `${two(wall.hour)}:${two(wall.minute)}` };
}

/** Every zone the browser knows, for the wizard's zone choice (the current one first if missing). */
export function timeZoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}
