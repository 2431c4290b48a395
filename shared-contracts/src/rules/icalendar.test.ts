import { readIcal } from '../testing/ical-reader.js';
import { escapeIcalText, icalendar, offsetChanges, type CalendarEntry } from './icalendar.js';

/** Every physical line fits 75 octets; the text ends with CRLF. */
function parse(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  for (const line of text.slice(0, -2).split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  return readIcal(text);
}

const entry = (over: Partial<CalendarEntry>): CalendarEntry => ({
  uid: 'event-1@cypher.test',
  title: 'Bronx Winter Jam',
  start: '2026-11-22T18:00:00.000Z',
  end: '2026-11-24T02:00:00.000Z',
  timeZone: 'America/New_York',
  location: null,
  url: 'https://cypher.test/event/1',
  description: '',
  ...over,
});

describe('icalendar', () => {
  it('writes each event on its own clock with a VTIMEZONE that gives back the same instants', () => {
    const entries = [
      entry({}),
      // Across the spring change in New York (clocks jump at 02:00 on 8 March 2026).
      entry({ uid: 'e2', start: '2026-03-08T06:30:00.000Z', end: '2026-03-08T08:30:00.000Z' }),
      entry({ uid: 'e3', timeZone: 'Europe/London', start: '2026-07-04T13:00:00.000Z', end: '2026-07-04T21:00:00.000Z' }),
      entry({ uid: 'e4', timeZone: 'Asia/Kolkata', start: '2026-01-10T12:30:00.000Z', end: '2026-01-10T16:30:00.000Z' }),
      entry({ uid: 'e5', timeZone: 'UTC', start: '2026-05-01T10:00:00.000Z', end: null }),
    ];
    const { calendar, events, zones, prop, instantOf } = parse(
      icalendar({ name: 'Cypher events', entries, stamp: new Date('2026-11-23T12:00:00.000Z') }),
    );
    expect(calendar.name).toBe('VCALENDAR');
    expect(prop(calendar, 'VERSION').value).toBe('2.0');
    expect(events).toHaveLength(5);
    expect(prop(events[0], 'DTSTART')).toEqual({
      name: 'DTSTART',
      params: { TZID: 'America/New_York' },
      value: '20261122T130000',
    });
    expect(prop(events[1], 'DTSTART').value).toBe('20260308T013000');
    expect(prop(events[1], 'DTEND').value).toBe('20260308T043000');
    expect(prop(events[2], 'DTSTART').value).toBe('20260704T140000');
    expect(prop(events[3], 'DTSTART').value).toBe('20260110T180000');
    entries.forEach((e, i) => {
      expect(instantOf(prop(events[i], 'DTSTART'))).toBe(e.start);
      expect(instantOf(prop(events[i], 'DTEND'))).toBe(e.end ?? e.start);
    });
    expect(prop(events[0], 'DTSTAMP').value).toBe('20261123T120000Z');
    expect([...zones].sort()).toEqual(['America/New_York', 'Asia/Kolkata', 'Europe/London', 'UTC']);
  });

  it('escapes text and folds long lines without splitting a character', () => {
    const title = 'Jam, Battle; and a \\ backslash — ünïcödé '.repeat(4);
    const text = icalendar({
      name: 'Cypher',
      entries: [entry({ title, description: 'Line one\nLine two', location: '1040 Grand Concourse, Bronx' })],
      stamp: new Date('2026-11-23T12:00:00.000Z'),
    });
    const { events, prop } = parse(text);
    const event = events[0];
    expect(prop(event, 'SUMMARY').value).toBe(escapeIcalText(title));
    expect(prop(event, 'DESCRIPTION').value).toBe('Line one\\nLine two');
    expect(prop(event, 'LOCATION').value).toBe('1040 Grand Concourse\\, Bronx');
  });

  it('finds the offset changes of a zone to the minute', () => {
    const changes = offsetChanges('America/New_York', new Date('2026-01-01T00:00:00Z'), new Date('2027-01-01T00:00:00Z'));
    expect(changes).toEqual([
      { at: new Date('2026-03-08T07:00:00.000Z'), from: -300, to: -240 },
      { at: new Date('2026-11-01T06:00:00.000Z'), from: -240, to: -300 },
    ]);
    expect(offsetChanges('Asia/Kolkata', new Date('2026-01-01T00:00:00Z'), new Date('2027-01-01T00:00:00Z'))).toEqual([]);
  });
});
