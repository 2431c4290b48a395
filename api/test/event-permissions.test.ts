import { createTestContext, type TestContext } from './helpers/test-app.js';
import { fixtures } from './helpers/fixtures.js';
import {
  createEventCast,
  EDITORS,
  WHO,
  WRITE_ON_DRAFT,
  WRITE_ON_PUBLISHED,
  type EventCast,
  type Who,
} from './helpers/event-cast.js';

/**
 * Role × action matrix for the events area's writes and drafts: one test per cell. Every write
 * makes its own event first, in an organization of its own, so cells never depend on each other
 * and never change the drafts the listing cells read.
 */
let ctx: TestContext;
let cast: EventCast;
/** The organization whose drafts are listed and counted. */
let listed: number;
/** The organization the writes make their events in. */
let workshop: number;
let shown: number;
let draftTitles: { ownedDraft: string; orgDraft: string };

beforeAll(async () => {
  ctx = await createTestContext();
  const f = fixtures(ctx.db);
  listed = await f.org({ name: 'Drafts Crew' });
  workshop = await f.org({ name: 'Workshop Crew' });
  cast = await createEventCast(ctx.db, listed);
  await cast.joinOrg(workshop);
  draftTitles = { ownedDraft: 'Owned Draft', orgDraft: 'Org Draft' };
  // The creator made it and the organizer runs it; the organization's own draft has neither.
  await cast.event(listed, { title: draftTitles.ownedDraft, createdDaysAgo: 2 });
  await cast.event(listed, { title: draftTitles.orgDraft, unowned: true, createdDaysAgo: 1 });
  await cast.event(listed, { title: 'Removed Draft', deleted: true });
  shown = await cast.event(listed, { title: 'Shown Jam', status: 'published' });
  // Another organization's draft never leaks into this one's tab.
  await cast.event(await f.org({ name: 'Elsewhere' }), { title: 'Elsewhere Draft', unowned: true });
});
afterAll(() => ctx.close());

const call = (method: 'get' | 'post', path: string, who: Who) => ctx.api()[method](path).set(cast.headers[who]);

const addVideo = (eventId: number, who: Who) =>
  ctx.api().post('/media').set(cast.headers[who]).send({ link: 'https://youtu.be/dQw4w9WgXcQ', name: 'Clip', eventId });

/** An event of its own with one video (added by its creator). */
async function eventWithVideo(status: 'draft' | 'published'): Promise<number> {
  const event = await cast.event(workshop, { status });
  await addVideo(event, 'creator').expect(200);
  return event;
}

const onDraft = WRITE_ON_DRAFT;
const onPublished = WRITE_ON_PUBLISHED;
const readDraft: Record<Who, number> = { ...onDraft, anonymous: 404 };

interface Action {
  name: string;
  send: (who: Who) => Promise<{ status: number }>;
  expected: Record<Who, number>;
}

const actions: Action[] = [
  {
    name: 'POST /events/:id/publish (draft)',
    send: async (w) => call('post', `/events/${await cast.event(workshop)}/publish`, w),
    expected: onDraft,
  },
  {
    name: 'POST /events/:id/publish (published)',
    send: async (w) => call('post', `/events/${await cast.event(workshop, { status: 'published' })}/publish`, w),
    expected: onPublished,
  },
  {
    name: 'POST /events/:id/delete (draft)',
    send: async (w) => call('post', `/events/${await cast.event(workshop)}/delete`, w),
    expected: onDraft,
  },
  {
    name: 'POST /events/:id/delete (published)',
    send: async (w) => call('post', `/events/${await cast.event(workshop, { status: 'published' })}/delete`, w),
    expected: onPublished,
  },
  {
    name: 'GET /events/:id (draft)',
    send: async (w) => call('get', `/events/${await cast.event(workshop)}`, w),
    expected: readDraft,
  },
  {
    name: 'GET /events/:id/going (draft)',
    send: async (w) => call('get', `/events/${await cast.event(workshop)}/going`, w),
    expected: readDraft,
  },
  {
    name: 'GET /media?e= (draft)',
    send: async (w) => call('get', `/media?e=${await eventWithVideo('draft')}`, w),
    expected: readDraft,
  },
  {
    name: 'GET /media?e= (published)',
    send: async (w) => call('get', `/media?e=${await eventWithVideo('published')}`, w),
    expected: { anonymous: 200, stranger: 200, member: 200, promoter: 200, admin: 200, organizer: 200, creator: 200 },
  },
  {
    name: 'POST /media (event, draft)',
    send: async (w) => addVideo(await cast.event(workshop), w),
    expected: onDraft,
  },
  {
    name: 'POST /media (event, published)',
    send: async (w) => addVideo(await cast.event(workshop, { status: 'published' }), w),
    expected: onPublished,
  },
  {
    name: 'GET /events/:id/going (published)',
    send: async (w) => call('get', `/events/${await cast.event(workshop, { status: 'published' })}/going`, w),
    expected: { anonymous: 200, stranger: 200, member: 200, promoter: 200, admin: 200, organizer: 200, creator: 200 },
  },
];

describe.each(actions)('$name', ({ send, expected }) => {
  it.each(WHO)('%s', async (who) => {
    const res = await send(who);
    expect(res.status).toBe(expected[who]);
  });
});

/** Which of the listed organization's drafts each role may see (creator and organizer: their own). */
const visibleDrafts: Record<Who, string[]> = {
  anonymous: [],
  stranger: [],
  member: [],
  promoter: ['Org Draft', 'Owned Draft'],
  admin: ['Org Draft', 'Owned Draft'],
  organizer: ['Owned Draft'],
  creator: ['Owned Draft'],
};

describe('GET /events?o=&st=draft', () => {
  it.each(WHO)('%s', async (who) => {
    const res = await call('get', `/events?o=${listed}&st=draft`, who).expect(200);
    expect(res.body.map((e: { title: string }) => e.title)).toEqual(visibleDrafts[who]);
    for (const event of res.body) expect(event).toMatchObject({ status: 'draft', orgId: listed, permissions: { canEdit: true } });
  });
});

describe('GET /events/tabs?o= (draft count)', () => {
  it.each(WHO)('%s', async (who) => {
    const res = await call('get', `/events/tabs?o=${listed}`, who).expect(200);
    expect(res.body).toEqual({ now: 0, future: 1, past: 0, draft: visibleDrafts[who].length });
  });
});

describe('GET /events/:id permissions.canEdit (published)', () => {
  it.each(WHO)('%s', async (who) => {
    const res = await call('get', `/events/${shown}`, who).expect(200);
    expect(res.body.permissions.canEdit).toBe(EDITORS.includes(who));
  });
});

describe('an event’s host or dj is not an editor', () => {
  it.each(['host', 'dj'] as const)('%s', async (role) => {
    const f = fixtures(ctx.db);
    const event = await cast.event(workshop, { status: 'published', unowned: true });
    await f.staff(event, cast.profiles.stranger, role);
    const res = await call('get', `/events/${event}`, 'stranger').expect(200);
    expect(res.body.permissions.canEdit).toBe(false);
    await call('post', `/events/${event}/delete`, 'stranger').expect(403);
  });
});
