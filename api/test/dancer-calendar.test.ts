import { readIcal } from '@cypher/contracts/testing';
import { createTestContext, type TestContext } from './helpers/test-app.js';
import { addProfile, createSignedInDancer, type SignedInDancer } from './helpers/auth.js';
import { fixtures } from './helpers/fixtures.js';

/**
 * A dancer's own calendar feed: GET /calendar-link (made on first ask), POST /calendar-link/reset,
 * and GET /calendar/:token.ics, which calendar apps poll without a session.
 */
let ctx: TestContext;
let dancer: SignedInDancer;
let other: SignedInDancer;
let secondProfile: number;
const ids = {} as Record<'going' | 'staffed' | 'notGoing' | 'draft' | 'deleted' | 'longAgo' | 'secondProfiles', number>;

beforeAll(async () => {
  ctx = await createTestContext();
  const f = fixtures(ctx.db);
  dancer = await createSignedInDancer(ctx.db, { dancerName: 'Feed Dancer' });
  other = await createSignedInDancer(ctx.db, { dancerName: 'Other Dancer' });
  secondProfile = await addProfile(ctx.db, dancer.accountId, { dancerName: 'Feed Alter' });
  ids.going = await f.event({ title: 'Going Jam', status: 'published', startDays: 3, endDays: 4 });
  ids.staffed = await f.event({ title: 'Hosting Jam', status: 'published', startDays: 8, endDays: 8 });
  ids.notGoing = await f.event({ title: 'Elsewhere Jam', status: 'published', startDays: 5, endDays: 5 });
  ids.draft = await f.event({ title: 'Draft Jam', status: 'draft', startDays: 6, endDays: 6 });
  ids.deleted = await f.event({ title: 'Gone Jam', status: 'published', startDays: 7, endDays: 7, deleted: true });
  ids.longAgo = await f.event({ title: 'Old Jam', status: 'published', startDays: -200, endDays: -199 });
  ids.secondProfiles = await f.event({ title: 'Alter Jam', status: 'published', startDays: 9, endDays: 9 });
  for (const id of [ids.going, ids.draft, ids.deleted, ids.longAgo]) await f.attend(id, dancer.profileId);
  await f.staff(ids.staffed, dancer.profileId, 'host');
  await f.attend(ids.notGoing, other.profileId);
  await f.attend(ids.secondProfiles, secondProfile);
}, 60_000);
afterAll(() => ctx.close());

const linkOf = async (auth: Record<string, string>) =>
  ((await ctx.api().get('/calendar-link').set(auth).expect(200)).body as { token: string }).token;
const titlesOf = (text: string) => readIcal(text).events.map((event) => event.props.find((p) => p.name === 'SUMMARY')!.value);

describe('GET /calendar-link', () => {
  it('answers 401 to a signed-out caller', async () => {
    await ctx.api().get('/calendar-link').expect(401);
    await ctx.api().post('/calendar-link/reset').expect(401);
  });

  it('makes an unguessable token on first ask and answers the same one after', async () => {
    const token = await linkOf(dancer.auth);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await linkOf(dancer.auth)).toBe(token);
  });

  it('gives each profile its own token, also one of the same account', async () => {
    const mine = await linkOf(dancer.auth);
    const alter = await linkOf(dancer.as(secondProfile));
    const others = await linkOf(other.auth);
    expect(new Set([mine, alter, others]).size).toBe(3);
  });

  it('refuses to act as a profile of another account', async () => {
    await ctx.api().get('/calendar-link').set(other.as(dancer.profileId)).expect(403);
    await ctx.api().post('/calendar-link/reset').set(other.as(dancer.profileId)).expect(403);
  });
});

describe('GET /calendar/:token.ics', () => {
  it('lists the published events the dancer attends or works at, from 90 days back, as iCalendar', async () => {
    const res = await ctx
      .api()
      .get(`/calendar/${await linkOf(dancer.auth)}.ics`)
      .expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(res.text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    const ical = readIcal(res.text);
    expect(titlesOf(res.text)).toEqual(['Going Jam', 'Hosting Jam']);
    const going = ical.events[0].props;
    expect(going.find((p) => p.name === 'UID')!.value).toBe(`event-${ids.going}@cypher.test`);
    expect(going.find((p) => p.name === 'URL')!.value).toBe(`http://cypher.test/event/${ids.going}`);
  });

  it('answers each profile its own events', async () => {
    const res = await ctx
      .api()
      .get(`/calendar/${await linkOf(dancer.as(secondProfile))}.ics`)
      .expect(200);
    expect(titlesOf(res.text)).toEqual(['Alter Jam']);
    const theirs = await ctx
      .api()
      .get(`/calendar/${await linkOf(other.auth)}.ics`)
      .expect(200);
    expect(titlesOf(theirs.text)).toEqual(['Elsewhere Jam']);
  });

  it('answers an empty calendar to a dancer with no events', async () => {
    const newcomer = await createSignedInDancer(ctx.db, { dancerName: 'Newcomer' });
    const res = await ctx
      .api()
      .get(`/calendar/${await linkOf(newcomer.auth)}.ics`)
      .expect(200);
    expect(res.text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(readIcal(res.text).events).toEqual([]);
  });

  it('answers 404 for a well-formed token nobody holds', async () => {
    await ctx
      .api()
      .get(`/calendar/${'A'.repeat(43)}.ics`)
      .expect(404);
  });

  it('answers 400 naming the token when it is not one', async () => {
    const res = await ctx.api().get('/calendar/short.ics').expect(400);
    expect(res.body.error.details.field).toBe('params.token');
  });

  it('stops answering the old address after a reset, and answers the new one', async () => {
    const before = await linkOf(dancer.auth);
    const reset = await ctx.api().post('/calendar-link/reset').set(dancer.auth).expect(200);
    const after = (reset.body as { token: string }).token;
    expect(after).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(after).not.toBe(before);
    expect(await linkOf(dancer.auth)).toBe(after);
    await ctx.api().get(`/calendar/${before}.ics`).expect(404);
    expect(titlesOf((await ctx.api().get(`/calendar/${after}.ics`).expect(200)).text)).toEqual(['Going Jam', 'Hosting Jam']);
  });
});
