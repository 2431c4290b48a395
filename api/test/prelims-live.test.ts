import { fixtures } from './helpers/fixtures.js';
import { judgingCast, score, soloPrelims } from './helpers/prelims-stage.js';
import { openSse } from './helpers/sse.js';
import { createTestContext, serve, type ServedApp, type TestContext } from './helpers/test-app.js';

/** Prelims writes reach the battle's open pages as invalidations after they commit; refused ones say nothing. */
let ctx: TestContext;
let server: ServedApp;
let base: string;

beforeAll(async () => {
  ctx = await createTestContext({ env: { LIVE_HEARTBEAT_MS: '200' } });
  server = await serve(ctx);
  base = server.base;
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await server.close();
});

it('announces prelims on each score and groups change, the battle only when it changed, and the bracket on Add to bracket', async () => {
  const event = await fixtures(ctx.db).event({ startDays: -0.5, endDays: 0.5 });
  const cast = await judgingCast(ctx, event);
  const { battle, dancers } = await soloPrelims(ctx, event, cast, { checkedIn: 2 });
  const stream = await openSse(`${base}/battles/${battle}/live`, {});
  try {
    expect((await score(ctx, battle, cast.stranger, { [dancers[0]]: 8 })).status).toBe(403);
    expect((await score(ctx, battle, cast.judge, { [dancers[0]]: 8, [dancers[1]]: 7 })).status).toBe(200);
    // The first score moved the battle to prelims; the next one changes scores only.
    expect((await score(ctx, battle, cast.judge, { [dancers[0]]: 9 })).status).toBe(200);
    await ctx
      .api()
      .post(`/battles/${battle}/prelims/create-groups`)
      .set(cast.organizer.auth)
      .send({ amount: 0, type: 'random' })
      .expect(200);
    await ctx.api().post(`/battles/${battle}/prelims/finish`).set(cast.organizer.auth).expect(200);
    await stream.waitFor(8);
    expect(stream.events.map((e) => e.data)).toEqual([
      '{"topic":"battle"}',
      '{"topic":"prelims"}',
      '{"topic":"prelims"}',
      '{"topic":"battle"}',
      '{"topic":"prelims"}',
      '{"topic":"battle"}',
      '{"topic":"prelims"}',
      '{"topic":"brackets"}',
    ]);
  } finally {
    stream.close();
  }
});
