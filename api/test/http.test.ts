import { routes, toOpenApiPath } from '@cypher/contracts';
import { createTestContext, type TestContext } from './helpers/test-app.js';
import { testEngine } from './helpers/test-database.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('HTTP surface', () => {
  it('answers /health with the engine it runs on', async () => {
    const res = await ctx.api().get('/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', db: testEngine(), redis: 'off' });
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('answers an unknown path with the 404 error body', async () => {
    const res = await ctx.api().get('/no-such-thing').expect(404);
    expect(res.body.error).toMatchObject({ code: 'not_found' });
    expect(typeof res.body.error.message).toBe('string');
  });

  it.each([
    ['/events?pp=1000', 'query.pp', 'query.pp must be <= 999'],
    ['/events?pp=0', 'query.pp', 'query.pp must be >= 1'],
    ['/events?p=-1', 'query.p', 'query.p must be >= 0'],
    ['/events?t=someday', 'query.t', 'query.t'],
    ['/events?o=3,,7', 'query.o', 'query.o'],
    ['/events?start=yesterday', 'query.start', 'query.start'],
    ['/events/abc', 'params.id', 'params.id must be integer'],
    ['/orgs?pp=101', 'query.pp', 'query.pp must be <= 100'],
    ['/users?sb=age', 'query.sb', 'query.sb'],
    ['/user/0', 'params.id', 'params.id must be >= 1'],
    ['/battles/x1', 'params.id', 'params.id must be integer'],
    ['/images/abc', 'params.id', 'params.id must be integer'],
    ['/images/1?w=-5', 'query.w', 'query.w must be a positive integer'],
  ])('GET %s → 400 naming %s', async (path, field, message) => {
    const res = await ctx.api().get(path).expect(400);
    expect(res.body.error.code).toBe('bad_request');
    expect(res.body.error.details.field).toBe(field);
    expect(res.body.error.message).toContain(message);
  });

  it.each(['/events/999', '/orgs/999', '/user/999', '/battles/999', '/images/999'])(
    'GET %s → 404 for an unknown id',
    async (path) => {
      const res = await ctx.api().get(path).expect(404);
      expect(res.body.error.code).toBe('not_found');
    },
  );

  it('lists exactly the bound contract routes in the OpenAPI document', async () => {
    const bound = [
      routes.events.list,
      routes.events.tabs,
      routes.events.get,
      routes.events.going,
      // the events area's writes (api/src/routes/events.ts)
      routes.events.create,
      routes.events.update,
      routes.events.publish,
      routes.events.remove,
      routes.orgs.list,
      routes.orgs.get,
      routes.orgs.create,
      routes.orgs.update,
      routes.orgs.addRole,
      routes.orgs.removeRole,
      routes.orgs.leaderboard,
      routes.orgs.members,
      routes.orgs.addMember,
      routes.orgs.removeMember,
      routes.media.list,
      routes.media.save,
      routes.media.remove,
      routes.users.list,
      routes.users.count,
      routes.users.get,
      routes.battles.get,
      // the battle page's calls (api/src/routes/battles.ts); the CSV is a plain text/csv route
      routes.battles.register,
      routes.battles.unregister,
      routes.battles.signAgreement,
      routes.battles.signWaiver,
      routes.battles.saveWinners,
      routes.battles.download,
      // the event wizard's battle editor
      routes.events.addBattle,
      routes.battles.update,
      routes.battles.remove,
      routes.battles.addRole,
      routes.battles.removeRole,
      ...Object.values(routes.crews),
      routes.admin.registerDancers,
      routes.admin.unregisterDancer,
      routes.admin.battleUsers,
      routes.admin.signAgreement,
      routes.admin.signWaiver,
      routes.admin.acceptCrewMember,
      routes.admin.declineCrewMember,
      routes.admin.unregisterCrew,
      routes.site.config,
      routes.site.homeBanner,
      routes.events.addStaff,
      routes.events.removeStaff,
      routes.events.checkIn,
      routes.events.checkInUser,
      routes.admin.uncheck,
      routes.events.map,
      routes.events.ical,
      routes.events.calendarFeed,
      routes.events.dancerCalendarFeed,
      routes.events.calendarLink,
      routes.events.resetCalendarLink,
      routes.workshops.list,
      // the battle day: prelims and groups, brackets, sparrings and votes
      ...Object.values(routes.prelims),
      routes.battles.brackets,
      routes.battles.undoBrackets,
      routes.battles.seed,
      routes.battles.live,
      ...Object.values(routes.sparrings),
      routes.admin.setSparringWinner,
      // identity (api/src/routes/identity.ts) and the multipart upload
      ...Object.values(routes.auth),
      routes.users.me,
      routes.users.update,
      routes.users.addProfile,
      routes.users.releaseProfile,
      routes.users.setMain,
      routes.users.resetPassword,
      routes.users.magicLink,
      ...Object.values(routes.notifications),
      routes.images.upload,
    ];
    const res = await ctx.api().get('/openapi.json').expect(200);
    expect(res.body.openapi).toBe('3.1.0');
    const operations = Object.values(res.body.paths as Record<string, Record<string, { operationId: string }>>).flatMap((ops) =>
      Object.values(ops).map((op) => op.operationId),
    );
    expect(operations.sort()).toEqual(bound.map((route) => route.name).sort());
    expect(res.body.paths[toOpenApiPath('/events/:id')].get.parameters[0]).toMatchObject({
      name: 'id',
      in: 'path',
      required: true,
    });
    // Text answers name their media type; the live stream is server-sent events.
    const live = res.body.paths[toOpenApiPath('/battles/:id/live')].get;
    expect(Object.keys(live.responses['200'].content)).toEqual(['text/event-stream']);
    expect(live.parameters.map((p: { name: string }) => p.name)).toEqual(['id', 'lastEventId']);
    expect(Object.keys(res.body.paths[toOpenApiPath('/battles/:id/download')].get.responses['200'].content)).toEqual([
      'text/csv',
    ]);
    expect(res.body.paths['/events'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['p', 'pp', 't', 'k', 'o']),
    );
  });

  it('allows the configured partner origin and no other', async () => {
    const allowed = await ctx.api().get('/health').set('Origin', 'https://partner.example');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    const other = await ctx.api().get('/health').set('Origin', 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a broken JSON body with 400 and hides server failures behind the generic message', async () => {
    const bad = await ctx.api().post('/events').set('Content-Type', 'application/json').send('{"title":');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.field).toBe('body');
    await ctx.db.schema.renameTable('tiers', 'tiers_gone');
    try {
      const event = await ctx.db('events').insert({
        title: 'E',
        status: 'published',
        date_start: '2026-06-14 00:00:00.000',
        date_end: '2026-06-16 00:00:00.000',
        created_at: '2026-01-01 00:00:00.000',
        updated_at: '2026-01-01 00:00:00.000',
      });
      const res = await ctx.api().get(`/events/${event[0]}`).expect(500);
      expect(res.body).toEqual({ error: { code: 'internal', message: 'Something went wrong, please try again later' } });
      expect(JSON.stringify(res.body)).not.toMatch(/tiers|stack|at /);
      expect(ctx.errors).toHaveLength(1);
    } finally {
      await ctx.db.schema.renameTable('tiers_gone', 'tiers');
    }
  });
});
