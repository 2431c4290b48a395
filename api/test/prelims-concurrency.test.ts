import { createTestContext, type TestContext } from './helpers/test-app.js';
import { fixtures } from './helpers/fixtures.js';
import { judgingCast, score, soloPrelims, type JudgingCast } from './helpers/prelims-stage.js';

// Two judges in a loud hall tap at the same moment, and an offline queue replays what it sent.
// On MariaDB every write queues behind the battle row's lock: no deadlock, no 5xx, nothing lost.
let ctx: TestContext;
let event: number;
let cast: JudgingCast;

beforeAll(async () => {
  ctx = await createTestContext();
  event = await fixtures(ctx.db).event({ title: 'Race Day', startDays: 0, endDays: 1 });
  cast = await judgingCast(ctx, event);
}, 60_000);
afterAll(() => ctx.close());

it('two judges scoring the same dancer at once both save, and the battle starts its prelims once', async () => {
  const { battle, dancers } = await soloPrelims(ctx, event, cast, { checkedIn: 4 });
  const writes = Array.from({ length: 10 }, (_, i) =>
    score(ctx, battle, i % 2 ? cast.judge : cast.judge2, { [dancers[0]]: 6 + (i % 2), [dancers[1 + (i % 3)]]: 8 }),
  );
  const answers = await Promise.all(writes);
  expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
  const rows = await ctx.db('judgments').where('battle_id', battle).orderBy(['judge_user_id', 'entry_id']);
  // Each judge scored dancers 0 to 3: one row per (judge, dancer), the last write of each kept.
  expect(rows).toHaveLength(8);
  const view = await ctx.api().get(`/battles/${battle}/prelims`).set(cast.organizer.auth);
  expect(view.body.status).toBe('prelims');
  expect(view.body.entries.find((e: { id: number }) => e.id === dancers[0]).pointsAverage).toBe(6.5);
});

it('a judge’s queue replayed many times at once leaves one score per round', async () => {
  const { battle, dancers } = await soloPrelims(ctx, event, cast, { checkedIn: 2 });
  const replay = () =>
    ctx
      .api()
      .post(`/battles/${battle}/prelims`)
      .set(cast.judge.auth)
      .send([
        { userId: dancers[0], points: 7, mode: 'new', round: 0 },
        { userId: dancers[0], points: 9.5, mode: 'edit', round: 0 },
        { userId: dancers[1], points: 8, mode: 'new', round: 0 },
      ]);
  const answers = await Promise.all(Array.from({ length: 8 }, replay));
  expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
  const rows = await ctx.db('judgments').where('battle_id', battle).orderBy('entry_id');
  expect(rows.map((r) => Number(r.points))).toEqual([9.5, 8]);
});
