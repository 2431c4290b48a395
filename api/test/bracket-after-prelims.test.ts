import type { Brackets } from '@cypher/contracts';
import { createTestContext, type TestContext } from './helpers/test-app.js';
import { createSignedInDancer } from './helpers/auth.js';
import { fixtures } from './helpers/fixtures.js';

// The prelims' 'Add to bracket' builds the tree (its final stored at round_index 0); the brackets
// calls read, seed and play that same tree to the battle's results.
// Whole brackets are played over HTTP: on MariaDB on the shared, loaded machine that takes longer
// than a test's default 5 s.
jest.setTimeout(60_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
}, 60_000);
afterAll(() => ctx.close());

it('plays the bracket that Add to bracket built, from prelims to results', async () => {
  const f = fixtures(ctx.db);
  const organizer = await createSignedInDancer(ctx.db, { dancerName: 'Flow organizer' });
  const judge = await createSignedInDancer(ctx.db, { dancerName: 'Flow judge' });
  const event = await f.event({ startDays: -0.5, endDays: 0.5 });
  await f.staff(event, organizer.profileId, 'organizer');
  const battle = await f.battle(event, { status: 'prelims' });
  await ctx.db('battles').where({ id: battle }).update({ bracket_size: 4, bracket_levels: null });
  await f.judge(battle, judge.profileId);
  const dancers: number[] = [];
  for (let n = 1; n <= 4; n++) {
    const dancer = await createSignedInDancer(ctx.db, { dancerName: `Flow ${n}` });
    await f.attend(event, dancer.profileId, true);
    await f.entry(battle, dancer.profileId, { randId: n });
    dancers.push(dancer.profileId);
  }
  // Prelims points rank Flow 1 first … Flow 4 last.
  const judgments = dancers.map((userId, i) => ({ userId, points: 9 - i, mode: 'new', round: 0 }));
  const scored = await ctx.api().post(`/battles/${battle}/prelims`).set(judge.auth).send(judgments);
  expect(scored.status).toBe(200);
  const added = await ctx.api().post(`/battles/${battle}/prelims/finish`).set(organizer.auth);
  expect(added.status).toBe(200);

  const tree = (await ctx.api().get(`/battles/${battle}/brackets`)).body as Brackets;
  expect(tree.status).toBe('prelims-finished');
  expect(tree.left[0]![0]).toMatchObject({ red: { id: dancers[0], randId: 1 }, blue: { id: dancers[3] } });
  expect(tree.right[0]![0]).toMatchObject({ red: { id: dancers[1] }, blue: { id: dancers[2] } });
  expect(tree.final).toMatchObject({ red: null, blue: null, winner: 0 });

  // 'Submit bracket' as it stands, then the favourites win everything.
  await ctx.api().post(`/battles/${battle}/seed`).set(organizer.auth).send([]).expect(200);
  for (const semi of [tree.left[0]![0]!, tree.right[0]![0]!])
    await ctx.api().post(`/admin/sparrings/${semi.sparringId}/set-winner/${semi.red!.id}`).set(organizer.auth).expect(200);
  const final = ((await ctx.api().get(`/battles/${battle}/brackets`)).body as Brackets).final!;
  expect(final).toMatchObject({ red: { id: dancers[0] }, blue: { id: dancers[1] } });
  const done = await ctx.api().get(`/sparrings/${final.sparringId}`);
  expect(done.body.levelName).toBe('Final');
  await ctx.api().post(`/admin/sparrings/${final.sparringId}/set-winner/${dancers[0]}`).set(organizer.auth).expect(200);

  const winners = (await ctx.api().get(`/battles/${battle}`)).body;
  expect(winners.status).toBe('finished');
  const places = await ctx
    .db('battle_results')
    .join('battle_entries', 'battle_entries.id', 'battle_results.entry_id')
    .where('battle_results.battle_id', battle)
    .select('battle_results.place', 'battle_entries.user_id');
  expect(new Map(places.map((r) => [Number(r.user_id), Number(r.place)]))).toEqual(
    new Map([
      [dancers[0], 1],
      [dancers[1], 2],
      [dancers[2], 4],
      [dancers[3], 4],
    ]),
  );
});
