import { createTestContext, type TestContext } from './helpers/test-app.js';
import { fixtures } from './helpers/fixtures.js';

let ctx: TestContext;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  const f = fixtures(ctx.db);
  ids.org = await f.org({ name: 'Uprock Union', agreement: true });
  ids.event = await f.event({ title: 'Bronx Winter Jam', startDays: -1, endDays: 1, orgId: ids.org });
  const dancers: number[] = [];
  for (const name of ['Kid Kairo', 'B-Girl Nova', 'Spinz', 'Lady Torque', 'Judge Judy'])
    dancers.push(await f.user({ dancerName: name }));
  ids.kairo = dancers[0];
  await f.attend(ids.event, dancers[0], true);
  await f.attend(ids.event, dancers[1], false);

  ids.solo = await f.battle(ids.event, { title: '1 vs 1 Open', orgId: ids.org, cap: 'checkIn', limit: 8 });
  await f.judge(ids.solo, dancers[4]);
  await f.prize(ids.solo, 1, 50000);
  await f.prize(ids.solo, 2, 20000);
  const first = await f.entry(ids.solo, dancers[0], { randId: 3 });
  await f.entry(ids.solo, dancers[1]);
  await f.entry(ids.solo, dancers[2], { waitlist: true });
  await f.result(ids.solo, 1, { entryId: first, orgId: ids.org });

  ids.crews = await f.battle(ids.event, { title: '2 vs 2', crewSize: 2 });
  const kings = await f.crew(ids.crews, 'Concrete Kings', 1);
  ids.kings = kings;
  await f.entry(ids.crews, dancers[0], { crewId: kings });
  await f.entry(ids.crews, dancers[1], { crewId: kings });
  await f.crew(ids.crews, 'Floor Lords');
  await f.result(ids.crews, 2, { crewId: kings });

  ids.hidden = await f.battle(ids.event, { title: 'Secret', hide: true });
  await f.entry(ids.hidden, dancers[3]);
  const draft = await f.event({ startDays: 3, endDays: 4, status: 'draft' });
  ids.ofDraft = await f.battle(draft);
}, 60_000);
afterAll(() => ctx.close());

describe('GET /battles/:id', () => {
  it('answers a 1 vs 1 battle with its event, judges, prizes, dancers, waitlist and winners', async () => {
    const res = await ctx.api().get(`/battles/${ids.solo}`).expect(200);
    const battle = res.body;
    expect(battle).toMatchObject({
      id: ids.solo,
      eventId: ids.event,
      event: { id: ids.event, title: 'Bronx Winter Jam', period: 'now' },
      orgId: ids.org,
      orgChip: { id: ids.org, name: 'Uprock Union', image: null },
      crewSize: 1,
      style: 'bracket',
      bracketSize: 8,
      bracketLevels: [{ name: 'Final', rounds: 3 }],
      participationCapType: 'checkIn',
      limit: 8,
      hasAgreement: true,
      hasWaiver: false,
      registeredCount: 2,
      checkedInCount: 1,
      status: 'registration',
    });
    expect(battle.judges.map((j: { dancerName: string }) => j.dancerName)).toEqual(['Judge Judy']);
    expect(battle.prizes.map((p: { amount: number }) => p.amount)).toEqual([50000, 20000]);
    expect(battle.participants.map((p: { dancerName: string }) => p.dancerName)).toEqual(['Kid Kairo', 'B-Girl Nova']);
    expect(battle.participants[0]).toMatchObject({
      randId: 3,
      place: 1,
      checkedIn: true,
      confirmed: true,
      showAgreement: true,
      inWaitlist: false,
    });
    expect(battle.participants[1]).toMatchObject({ randId: null, place: null, checkedIn: false });
    expect(battle.waitList.map((p: { dancerName: string }) => p.dancerName)).toEqual(['Spinz']);
    expect(battle.winners).toEqual([
      { place: 1, id: ids.kairo, name: 'Kid Kairo', participants: [{ id: ids.kairo, dancerName: 'Kid Kairo', avatar: null }] },
    ]);
    // Its results are recorded, so registration is closed although the battle is still in registration.
    expect(battle.permissions).toMatchObject({ registered: false, registerButtonVisible: false });
  });

  it('answers a crew battle with crews, their dancers and crew winners', async () => {
    const res = await ctx.api().get(`/battles/${ids.crews}`).expect(200);
    expect(res.body.participants).toEqual([]);
    expect(res.body.crews.map((c: { name: string }) => c.name)).toEqual(['Concrete Kings', 'Floor Lords']);
    expect(res.body.crews[0]).toMatchObject({ randId: 1, place: 2, inWaitlist: false });
    expect(res.body.crews[0].participants.map((p: { dancerName: string }) => p.dancerName)).toEqual(['Kid Kairo', 'B-Girl Nova']);
    expect(res.body.winners).toEqual([expect.objectContaining({ place: 2, id: ids.kings, name: 'Concrete Kings' })]);
    expect(res.body.orgChip).toEqual({ id: 0, name: 'Cypher', image: null });
    expect(res.body).toMatchObject({ registeredCount: 2, checkedInCount: 1, bracketSize: 8 });
  });

  it('keeps hidden participants on the server but still counts them', async () => {
    const res = await ctx.api().get(`/battles/${ids.hidden}`).expect(200);
    expect(res.body).toMatchObject({ hideParticipants: true, participants: [], waitList: [], crews: [], registeredCount: 1 });
  });

  it('answers 404 for a battle of a draft event', async () => {
    await ctx.api().get(`/battles/${ids.ofDraft}`).expect(404);
  });
});
