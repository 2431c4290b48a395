import { createTestContext, type TestContext } from './helpers/test-app.js';
import { fixtures } from './helpers/fixtures.js';
import { createSignedInDancer, type SignedInDancer } from './helpers/auth.js';

let ctx: TestContext;
let admin: SignedInDancer;
let dancer: SignedInDancer;
let organizer: SignedInDancer;
let orgId: number;
let eventId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const f = fixtures(ctx.db);
  admin = await createSignedInDancer(ctx.db, { dancerName: 'Media Admin' });
  dancer = await createSignedInDancer(ctx.db, { dancerName: 'Filmed Dancer' });
  organizer = await createSignedInDancer(ctx.db, { dancerName: 'Organizer' });
  orgId = await f.org({ name: 'Video Crew' });
  await f.orgRole(orgId, admin.profileId, 'admin');
  eventId = await f.event({ title: 'Filmed Jam', startDays: -3, endDays: -2 });
  await f.staff(eventId, organizer.profileId, 'organizer');
});
afterAll(() => ctx.close());

const add = (who: SignedInDancer, body: object) => ctx.api().post('/media').set(who.auth).send(body);

describe('POST /media', () => {
  it.each([
    ['watch?v=', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['embed/', 'https://www.youtube.com/embed/aBcD_12-xyZ', 'aBcD_12-xyZ'],
    ['youtu.be', 'https://youtu.be/Zz9_-8yY7xX?si=share', 'Zz9_-8yY7xX'],
    ['/v/', 'http://youtube.com/v/Q1w2E3r4T5y', 'Q1w2E3r4T5y'],
  ])('takes the video id from a %s link', async (_form, link, id) => {
    const res = await add(admin, { link, name: ' Final battle ', orgId }).expect(200);
    expect(res.body.at(-1)).toEqual({
      id: expect.any(Number),
      name: 'Final battle',
      link: id,
      userId: null,
      orgId,
      eventId: null,
    });
  });

  it.each([['https://vimeo.com/123456789'], ['https://www.youtube.com/channel/abc'], ['not a link'], ['dQw4w9WgXcQ']])(
    'answers 400 naming body.link for %s',
    async (link) => {
      const res = await add(admin, { link, name: '', orgId }).expect(400);
      expect(res.body.error.details.field).toBe('body.link');
    },
  );

  it('needs exactly one owner', async () => {
    const none = await add(admin, { link: 'https://youtu.be/dQw4w9WgXcQ', name: '' }).expect(400);
    expect(none.body.error.details.field).toBe('body');
    await add(admin, { link: 'https://youtu.be/dQw4w9WgXcQ', name: '', orgId, userId: admin.profileId }).expect(400);
  });

  it('lets a dancer add videos to his own profile only', async () => {
    const own = await add(dancer, { link: 'https://youtu.be/dQw4w9WgXcQ', name: 'Me', userId: dancer.profileId }).expect(200);
    expect(own.body).toEqual([expect.objectContaining({ name: 'Me', userId: dancer.profileId, orgId: null })]);
    await add(dancer, { link: 'https://youtu.be/dQw4w9WgXcQ', name: 'Not me', userId: admin.profileId }).expect(403);
    const listed = await ctx.api().get(`/media?u=${dancer.profileId}`).expect(200);
    expect(listed.body.map((m: { name: string }) => m.name)).toEqual(['Me']);
  });

  it('lets event editors add videos to their event', async () => {
    const res = await add(organizer, { link: 'https://youtu.be/dQw4w9WgXcQ', name: 'Jam', eventId }).expect(200);
    expect(res.body).toEqual([expect.objectContaining({ name: 'Jam', eventId })]);
    await add(dancer, { link: 'https://youtu.be/dQw4w9WgXcQ', name: 'Jam', eventId }).expect(403);
    expect((await ctx.api().get(`/media?e=${eventId}`).expect(200)).body).toHaveLength(1);
  });

  it('keeps a draft event’s videos to its editors: 404 to anyone else, as for an unknown event', async () => {
    const f = fixtures(ctx.db);
    const draft = await f.event({ title: 'Unpublished Jam', status: 'draft', startDays: 5, endDays: 6 });
    await f.staff(draft, organizer.profileId, 'organizer');
    await add(organizer, { link: 'https://youtu.be/dQw4w9WgXcQ', name: 'Teaser', eventId: draft }).expect(200);
    expect((await ctx.api().get(`/media?e=${draft}`).set(organizer.auth).expect(200)).body).toHaveLength(1);
    for (const req of [ctx.api().get(`/media?e=${draft}`), ctx.api().get(`/media?e=${draft}`).set(dancer.auth)]) {
      const res = await req.expect(404);
      expect(res.body.error.message).toBe(`Event ${draft} not found`);
    }
    await add(dancer, { link: 'https://youtu.be/dQw4w9WgXcQ', name: 'Leak', eventId: draft }).expect(404);
    const [video] = (await ctx.api().get(`/media?e=${draft}`).set(organizer.auth)).body as { id: number }[];
    await ctx.api().delete(`/media/${video!.id}`).set(dancer.auth).expect(404);
    await add(dancer, { id: video!.id, link: 'x', name: 'Renamed' }).expect(404);
  });

  it('renames a video when its id is given and keeps the video', async () => {
    const [first] = (await add(admin, { link: 'https://youtu.be/Rn4m3Me0001', name: 'Old', orgId }).expect(200)).body.slice(-1);
    const res = await add(admin, { id: first.id, link: 'ignored', name: ' New name ' }).expect(200);
    expect(res.body.find((m: { id: number }) => m.id === first.id)).toEqual({ ...first, name: 'New name' });
    await add(dancer, { id: first.id, link: 'x', name: 'Hijack' }).expect(403);
    await add(admin, { id: 999999, link: 'x', name: 'Ghost' }).expect(404);
  });
});

describe('GET /media and DELETE /media/:id', () => {
  it('lists an organization’s videos oldest first and removes one, answering the list', async () => {
    const before = (await ctx.api().get(`/media?o=${orgId}`).expect(200)).body as { id: number }[];
    expect(before.length).toBeGreaterThan(1);
    expect(before.map((m) => m.id)).toEqual([...before.map((m) => m.id)].sort((a, b) => a - b));
    await ctx.api().delete(`/media/${before[0]!.id}`).set(dancer.auth).expect(403);
    const after = await ctx.api().delete(`/media/${before[0]!.id}`).set(admin.auth).expect(200);
    expect(after.body.map((m: { id: number }) => m.id)).toEqual(before.slice(1).map((m) => m.id));
    await ctx.api().delete(`/media/${before[0]!.id}`).set(admin.auth).expect(404);
  });

  it('needs exactly one of e, o or u, and an existing owner', async () => {
    expect((await ctx.api().get('/media').expect(400)).body.error.details.field).toBe('query');
    await ctx.api().get(`/media?o=${orgId}&e=${eventId}`).expect(400);
    await ctx.api().get('/media?o=999999').expect(404);
    await ctx.api().get('/media?e=999999').expect(404);
    await ctx.api().get('/media?u=999999').expect(404);
  });
});
