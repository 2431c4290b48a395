import { offsetMinutesAt, wallTimeAt, type WallTime } from './zoned-time.js';

/**
 * iCalendar (RFC 5545) text for calendar apps: one event's .ics, or a feed they subscribe to.
 * Times are written on the event's own clock (DTSTART;TZID=America/New_York:…) with a VTIMEZONE
 * per zone whose observances are the zone's real offset changes over the years the events span,
 * found with Intl through zoned-time, so a calendar shows 13:00 in the Bronx whatever its own zone.
 */
export interface CalendarEntry {
  /** Stable across feeds: the same event is updated, not duplicated. */
  uid: string;
  title: string;
  /** ISO instants; an entry without an end lasts until its start. */
  start: string;
  end: string | null;
  timeZone: string;
  location: string | null;
  url: string;
  /** Plain text. */
  description: string;
}

const pad = (n: number, size = 2) => String(Math.abs(n)).padStart(size, '0');

function localStamp(wall: Omit<WallTime, 'second'> & { second: number }): string {
  return `${pad(wall.year, 4)}${pad(wall.month)}${pad(wall.day)}T${pad(wall.hour)}${pad(wall.minute)}${pad(wall.second)}`;
}

function utcStamp(at: Date): string {
  return `${at.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

function offsetText(minutes: number): string {
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;
}

/** TEXT values escape backslash, semicolon, comma and line breaks. */
export function escapeIcalText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Content lines longer than 75 octets continue on the next line after a space (never inside a character). */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const HOUR = 3_600_000;

/** Instants between `from` and `to` at which the zone's offset changes, to the minute. */
export function offsetChanges(zone: string, from: Date, to: Date): { at: Date; from: number; to: number }[] {
  const changes: { at: Date; from: number; to: number }[] = [];
  let before = offsetMinutesAt(zone, from);
  for (let t = from.getTime() + 24 * HOUR; t <= to.getTime() + 24 * HOUR; t += 24 * HOUR) {
    const after = offsetMinutesAt(zone, new Date(t));
    if (after === before) continue;
    // Narrow the day down to the minute at which the new offset starts.
    let low = t - 24 * HOUR;
    let high = t;
    while (high - low > 60_000) {
      const middle = Math.floor((low + high) / 2 / 60_000) * 60_000;
      if (offsetMinutesAt(zone, new Date(middle)) === before) low = middle;
      else high = middle;
    }
    changes.push({ at: new Date(high), from: before, to: after });
    before = after;
  }
  return changes;
}

/** The zone's VTIMEZONE over the given years: the offset at the start, then each change. */
function vtimezone(zone: string, fromYear: number, toYear: number): string[] {
  const from = new Date(Date.UTC(fromYear, 0, 1));
  const to = new Date(Date.UTC(toYear + 1, 0, 1));
  const first = offsetMinutesAt(zone, from);
  const changes = offsetChanges(zone, from, to);
  const standard = Math.min(first, ...changes.map((c) => c.to));
  const observance = (at: Date, before: number, after: number) => {
    const kind = after > standard ? 'DAYLIGHT' : 'STANDARD';
    // DTSTART is the local time the change happens at, on the clock before it.
    const local = new Date(at.getTime() + before * 60_000);
    const wall = {
      year: local.getUTCFullYear(),
      month: local.getUTCMonth() + 1,
      day: local.getUTCDate(),
      hour: local.getUTCHours(),
      minute: local.getUTCMinutes(),
      second: 0,
    };
    return [
      `BEGIN:${kind}`,
      `DTSTART:${localStamp(wall)}`,
      `TZOFFSETFROM:${offsetText(before)}`,
      `TZOFFSETTO:${offsetText(after)}`,
      `END:${kind}`,
    ];
  };
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    ...observance(from, first, first),
    ...changes.flatMap((change) => observance(change.at, change.from, change.to)),
    'END:VTIMEZONE',
  ];
}

/** A whole calendar: its name, one VTIMEZONE per zone used, one VEVENT per entry. */
export function icalendar(o: { name: string; entries: CalendarEntry[]; stamp: Date }): string {
  const years = new Map<string, { from: number; to: number }>();
  for (const entry of o.entries) {
    const span = [entry.start, entry.end ?? entry.start].map((iso) => new Date(iso).getUTCFullYear());
    const known = years.get(entry.timeZone);
    years.set(entry.timeZone, {
      from: Math.min(known?.from ?? Infinity, ...span),
      to: Math.max(known?.to ?? -Infinity, ...span),
    });
  }
  const at = (iso: string, zone: string) => `;TZID=${zone}:${localStamp(wallTimeAt(zone, new Date(iso)))}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Cypher//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcalText(o.name)}`,
    ...[...years].flatMap(([zone, span]) => vtimezone(zone, span.from, span.to)),
    ...o.entries.flatMap((entry) => [
      'BEGIN:VEVENT',
      `UID:${entry.uid}`,
      `DTSTAMP:${utcStamp(o.stamp)}`,
      `DTSTART${at(entry.start, entry.timeZone)}`,
      `DTEND${at(entry.end ?? entry.start, entry.timeZone)}`,
      `SUMMARY:${escapeIcalText(entry.title)}`,
      ...(entry.location ? [`LOCATION:${escapeIcalText(entry.location)}`] : []),
      ...(entry.description ? [`DESCRIPTION:${escapeIcalText(entry.description)}`] : []),
      `URL:${entry.url}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
