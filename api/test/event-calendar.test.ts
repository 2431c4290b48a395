import { createTestContext, TEST_NOW, type TestContext } from './helpers/test-app.js';
import { readIcal } from '@cypher/contracts/testing';
import { fixtures } from './helpers/fixtures.js';

/**
 * iCalendar: GET /events/:id/calendar.ics and the feed GET /calendar.ics, read back the way a
 * calendar app reads them (unfolded lines, TZID times with the zone's VTIMEZONE).
 */
let ctx: TestContext;
let f: ReturnType<typeof fixtures>;
let org: number;
let other: number;
const ids = {} as Record<'bronx' | 'london' | 'draft' | 'deleted' | 'otherOrg' | 'longAgo', number>;

beforeAll(async () => {
  ctx = await createTestContext();
  f = fixtures(ctx.db);
  org = await f.org({ name: 'Calendar Crew' });
  other = await f.org({ name: 'Elsewhere Crew' });
  ids.bronx = await f.event({ title: 'Bronx, Winter; Jam', orgId: org, status: 'published', startDays: 3, endDays: 5 });
  await ctx.db('events').where({ id: ids.bronx }).update({
    time_zone: 'America/New_York',
    description: '<p>Bring <strong>your</strong> crew &amp; friends</p><p>Second line</p>',
    location_address: '1040 Grand Concourse, Bronx',
  });
  ids.london = await f.event({ title: 'South Bank Sessions', orgId: org, status: 'published', startDays: 10, endDays: 10 });
  await ctx.db('events').where({ id: ids.london }).update({ time_zone: 'Europe/London' });
  ids.draft = await f.event({ title: 'Secret Draft', orgId: org, status: 'draft', startDays: 4, endDays: 4 });
  ids.deleted = await f.event({ title: 'Gone Jam', orgId: org, status: 'published', startDays: 4, endDays: 4, deleted: true });
  ids.otherOrg = await f.event({ title: 'Other Org Jam', orgId: other, status: 'published', startDays: 6, endDays: 6 });
  ids.longAgo = await f.event({ title: 'Last Year Jam', orgId: org, status: 'published', startDays: -200, endDays: -199 });
}, 60_000);
afterAll(() => ctx.close());

/** Each VEVENT's properties by name, and the instant of a TZID time. */
function read(text: string) {
  const ical = readIcal(text);
  const events = ical.events.map((event) => Object.fromEntries(event.props.map((p) => [p.name, p])));
  return { events, zones: ical.zones, instant: ical.instantOf };
}

const stored = async (id: number) => {
  const res = await ctx.api().get(`/events/${id}`).expect(200);
  return res.body as { dateStart: string; dateEnd: string };
};

describe('GET /events/:id/calendar.ics', () => {
  it('answers one event as iCalendar on its own clock, named for the event', async () => {
    const res = await ctx.api().get(`/events/${ids.bronx}/calendar.ics`).expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename=Bronx-Winter-Jam.ics');
    const text = res.text;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    const { events, instant } = read(text);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event.SUMMARY.value).toBe('Bronx\\, Winter\\; Jam');
    expect(event.LOCATION.value).toBe('1040 Grand Concourse\\, Bronx');
    expect(event.DESCRIPTION.value).toBe('Bring your crew & friends\\nSecond line');
    expect(event.URL.value).toBe(`http://cypher.test/event/${ids.bronx}`);
    expect(event.UID.value).toBe(`event-${ids.bronx}@cypher.test`);
    expect(event.DTSTART.params).toEqual({ TZID: 'America/New_York' });
    const dates = await stored(ids.bronx);
    expect(instant(event.DTSTART)).toBe(dates.dateStart);
    expect(instant(event.DTEND)).toBe(dates.dateEnd);
    expect(event.DTSTAMP.value).toBe(`${TEST_NOW.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`);
  });

  it.each([
    ['a draft', () => ids.draft],
    ['a deleted event', () => ids.deleted],
    ['an unknown id', () => 999_999],
  ])('answers 404 for %s', async (_name, id) => {
    await ctx.api().get(`/events/${id()}/calendar.ics`).expect(404);
  });

  it('answers 400 naming the id when it is not one', async () => {
    const res = await ctx.api().get('/events/abc/calendar.ics').expect(400);
    expect(res.body.error.details.field).toBe('params.id');
  });
});

describe('GET /calendar.ics', () => {
  it('lists published events of the last 90 days onwards, each zone described once', async () => {
    const res = await ctx.api().get('/calendar.ics').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const { events, zones, instant } = read(res.text);
    const titles = events.map((e) => e.SUMMARY.value);
    expect(titles).toEqual(expect.arrayContaining(['Bronx\\, Winter\\; Jam', 'South Bank Sessions', 'Other Org Jam']));
    expect(titles).not.toContain('Secret Draft');
    expect(titles).not.toContain('Gone Jam');
    expect(titles).not.toContain('Last Year Jam');
    expect(zones).toEqual(expect.arrayContaining(['America/New_York', 'Europe/London']));
    const london = events.find((e) => e.SUMMARY.value === 'South Bank Sessions')!;
    expect(london.DTSTART.params).toEqual({ TZID: 'Europe/London' });
    expect(instant(london.DTSTART)).toBe((await stored(ids.london)).dateStart);
  });

  it('keeps to the organizations asked for', async () => {
    const res = await ctx.api().get(`/calendar.ics?o=${other}`).expect(200);
    expect(read(res.text).events.map((e) => e.SUMMARY.value)).toEqual(['Other Org Jam']);
  });

  it('answers 400 naming o when it is not a list of ids', async () => {
    const res = await ctx.api().get('/calendar.ics?o=1,x').expect(400);
    expect(res.body.error.details.field).toBe('query.o');
  });
});
