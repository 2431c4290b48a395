import { createSignedInDancer } from './helpers/auth.js';
import { stageBracket } from './helpers/bracket-stage.js';
import { fixtures } from './helpers/fixtures.js';
import { openSse } from './helpers/sse.js';
import { liveAppForFile } from './helpers/test-app.js';

/** Bracket and sparring writes reach the battle's open pages as invalidations, after they commit. */
const live = liveAppForFile();

it('announces the bracket on seeding, the sparring on each score and the tree again on finish', async () => {
  const f = fixtures(live.ctx.db);
  const organizer = await createSignedInDancer(live.ctx.db, { dancerName: 'Live organizer' });
  const judge = await createSignedInDancer(live.ctx.db, { dancerName: 'Live judge' });
  const event = await f.event({ startDays: -0.5, endDays: 0.5 });
  await f.staff(event, organizer.profileId, 'organizer');
  const s = await stageBracket(live.ctx.db, { event, size: 2, judges: [judge.profileId] });
  const id = s.first[0]!.sparringId;
  const stream = await openSse(`${live.base}/battles/${s.battle}/live`, {});
  try {
    await live.ctx.api().post(`/battles/${s.battle}/seed`).set(organizer.auth).send(s.first).expect(200);
    // A refused score announces nothing.
    await live.ctx
      .api()
      .post(`/sparrings/${id}/judge`)
      .set(organizer.auth)
      .send([{ round: 0, redPoints: 9, bluePoints: 8 }])
      .expect(403);
    await live.ctx
      .api()
      .post(`/sparrings/${id}/judge`)
      .set(judge.auth)
      .send([{ round: 0, redPoints: 9, bluePoints: 8 }])
      .expect(200);
    await live.ctx.api().post(`/sparrings/${id}/finish`).set(organizer.auth).expect(200);
    await stream.waitFor(7);
    expect(stream.events.map((e) => e.data)).toEqual([
      '{"topic":"battle"}',
      '{"topic":"brackets"}',
      '{"topic":"battle"}',
      `{"topic":"sparring","id":${id}}`,
      '{"topic":"battle"}',
      `{"topic":"sparring","id":${id}}`,
      '{"topic":"brackets"}',
    ]);
  } finally {
    stream.close();
  }
});
