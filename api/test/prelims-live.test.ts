import { fixtures } from './helpers/fixtures.js';
import { judgingCast, score, soloPrelims } from './helpers/prelims-stage.js';
import { openSse } from './helpers/sse.js';
import { liveAppForFile } from './helpers/test-app.js';

/** Prelims writes reach the battle's open pages as invalidations after they commit; refused ones say nothing. */
const live = liveAppForFile();

it('announces prelims on each score and groups change, the battle only when it changed, and the bracket on Add to bracket', async () => {
  const event = await fixtures(live.ctx.db).event({ startDays: -0.5, endDays: 0.5 });
  const cast = await judgingCast(live.ctx, event);
  const { battle, dancers } = await soloPrelims(live.ctx, event, cast, { checkedIn: 2 });
  const stream = await openSse(`${live.base}/battles/${battle}/live`, {});
  try {
    expect((await score(live.ctx, battle, cast.stranger, { [dancers[0]]: 8 })).status).toBe(403);
    expect((await score(live.ctx, battle, cast.judge, { [dancers[0]]: 8, [dancers[1]]: 7 })).status).toBe(200);
    // The first score moved the battle to prelims; the next one changes scores only.
    expect((await score(live.ctx, battle, cast.judge, { [dancers[0]]: 9 })).status).toBe(200);
    await live.ctx
      .api()
      .post(`/battles/${battle}/prelims/create-groups`)
      .set(cast.organizer.auth)
      .send({ amount: 0, type: 'random' })
      .expect(200);
    await live.ctx.api().post(`/battles/${battle}/prelims/finish`).set(cast.organizer.auth).expect(200);
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
