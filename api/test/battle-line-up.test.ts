import { LINE_UP_REASONS } from '@cypher/contracts';
import { createTestContext, type TestContext } from './helpers/test-app.js';
import { createSignedInDancer, type SignedInDancer } from './helpers/auth.js';
import { fixtures } from './helpers/fixtures.js';
import { stageBracket } from './helpers/bracket-stage.js';

// The audit's cases: dancers left or edited their entry after registration closed, and took
// results (and the leaderboard's truth) or decided sparrings with them.
jest.setTimeout(60_000);

let ctx: TestContext;
let f: ReturnType<typeof fixtures>;
let org: number;
let organizer: SignedInDancer;
let host: SignedInDancer;

beforeAll(async () => {
  ctx = await createTestContext();
  f = fixtures(ctx.db);
  organizer = await createSignedInDancer(ctx.db, { dancerName: 'Line-up organizer' });
  host = await createSignedInDancer(ctx.db, { dancerName: 'Line-up host' });
  org = await f.org({ name: 'Line-up League' });
}, 60_000);
afterAll(() => ctx.close());

async function eventWithStaff(o: { startDays: number; endDays: number }) {
  const event = await f.event({ title: 'Line-up event', orgId: org, ...o });
  await f.staff(event, organizer.profileId, 'organizer');
  await f.staff(event, host.profileId, 'host');
  return event;
}

const board = async () =>
  ((await ctx.api().get(`/orgs/${org}/leaderboard?y=0&pp=100`).expect(200)).body as { id: number; points: number }[]).map((m) => [
    m.id,
    m.points,
  ]);
const refusal = (res: { status: number; body: { error?: { message?: string } } }) => ({
  status: res.status,
  message: res.body.error?.message,
});

describe('a finished battle of a past event (his Top 8 and its 30 points)', () => {
  it('the dancer cannot leave: the result and the leaderboard stay', async () => {
    const event = await eventWithStaff({ startDays: -10, endDays: -9 });
    const battle = await f.battle(event, { orgId: org, status: 'finished' });
    const zigzag = await createSignedInDancer(ctx.db, { dancerName: 'Zigzag' });
    const entry = await f.entry(battle, zigzag.profileId, { randId: 1 });
    await f.result(battle, 8, { entryId: entry, orgId: org, year: 2026 });
    const before = await board();
    expect(before).toContainEqual([zigzag.profileId, 30]);

    const read = (await ctx.api().get(`/battles/${battle}`).set(zigzag.auth).expect(200)).body;
    expect(read.canUnregister).toBe(false);
    const res = await ctx.api().delete(`/battles/${battle}/dancer`).set(zigzag.auth);
    expect(refusal(res)).toEqual({ status: 409, message: LINE_UP_REASONS.entryFrozen });
    // Staff cannot take the result away by unregistering him either.
    const staff = await ctx.api().post(`/admin/battles/${battle}/unregister`).set(host.auth).send({ userId: zigzag.profileId });
    expect(refusal(staff)).toEqual({ status: 409, message: LINE_UP_REASONS.resultsRecorded });

    expect(await ctx.db('battle_entries').where({ id: entry }).first()).toBeDefined();
    expect(await ctx.db('battle_results').where({ battle_id: battle }).select('place')).toEqual([{ place: 8 }]);
    expect(await board()).toEqual(before);
  });
});

describe('a battle in brackets (sparring 1 finished, he won it as red)', () => {
  it('neither he nor staff take him out: the sparring keeps its sides and winner', async () => {
    const event = await eventWithStaff({ startDays: 0, endDays: 1 });
    const s = await stageBracket(ctx.db, { event, orgId: org, size: 4 });
    await ctx.db('battles').where({ id: s.battle }).update({ status: 'brackets' });
    const [first] = s.first;
    await ctx.api().post(`/battles/${s.battle}/seed`).set(organizer.auth).send(s.first).expect(200);
    await ctx.api().post(`/admin/sparrings/${first!.sparringId}/set-winner/${first!.red}`).set(organizer.auth).expect(200);
    const spinz = s.dancers[s.seeds.indexOf(first!.red)]![0]!;
    const sparrings = () =>
      ctx.db('sparrings').where({ battle_id: s.battle }).select('id', 'red_entry_id', 'blue_entry_id', 'winner').orderBy('id');
    const before = await sparrings();

    expect((await ctx.api().get(`/battles/${s.battle}`).set(spinz.auth).expect(200)).body.canUnregister).toBe(false);
    const own = await ctx.api().delete(`/battles/${s.battle}/dancer`).set(spinz.auth);
    expect(refusal(own)).toEqual({ status: 409, message: LINE_UP_REASONS.entryFrozen });
    const staff = await ctx.api().post(`/admin/battles/${s.battle}/unregister`).set(host.auth).send({ userId: spinz.profileId });
    expect(refusal(staff)).toEqual({ status: 409, message: LINE_UP_REASONS.bracketDrawn });

    expect(await sparrings()).toEqual(before);
    const sparring = (await ctx.api().get(`/sparrings/${first!.sparringId}`).expect(200)).body;
    expect({ red: sparring.red?.id, winnerId: sparring.winnerId }).toEqual({ red: spinz.profileId, winnerId: spinz.profileId });
  });
});

describe('a 2nd-place crew of a past event', () => {
  it('a member can neither rename it, drop a teammate nor leave; staff may still fix its name', async () => {
    const event = await eventWithStaff({ startDays: -10, endDays: -9 });
    const battle = await f.battle(event, { orgId: org, crewSize: 2 });
    await ctx.db('battles').where({ id: battle }).update({ style: 'classic' });
    const hana = await createSignedInDancer(ctx.db, { dancerName: 'Headspin Hana' });
    const quake = await createSignedInDancer(ctx.db, { dancerName: 'Queen Quake' });
    const crew = await f.crew(battle, 'Spin Cycle');
    await f.entry(battle, hana.profileId, { crewId: crew });
    await f.entry(battle, quake.profileId, { crewId: crew });
    await f.result(battle, 2, { crewId: crew, orgId: org, year: 2026 });
    const before = await board();
    const members = () => ctx.db('battle_entries').where({ crew_id: crew }).orderBy('user_id').pluck('user_id');

    expect((await ctx.api().get(`/battles/${battle}`).set(hana.auth).expect(200)).body.canUnregister).toBe(false);
    const edit = await ctx
      .api()
      .put(`/crews/${battle}/${crew}`)
      .set(hana.auth)
      .send({ eventId: event, name: 'Renamed After The Fact', userIds: [] });
    expect(refusal(edit)).toEqual({ status: 409, message: LINE_UP_REASONS.entryFrozen });
    const leave = await ctx.api().post(`/crews/${battle}/${crew}/unregister`).set(hana.auth);
    expect(refusal(leave)).toEqual({ status: 409, message: LINE_UP_REASONS.entryFrozen });
    const drop = await ctx
      .api()
      .put(`/crews/${battle}/${crew}`)
      .set(organizer.auth)
      .send({ eventId: event, name: 'Spin Cycle', userIds: [hana.profileId] });
    expect(refusal(drop)).toEqual({ status: 409, message: LINE_UP_REASONS.resultsRecorded });

    expect(await members()).toEqual([hana.profileId, quake.profileId].sort((a, b) => a - b));
    expect((await ctx.db('crews').where({ id: crew }).first()).name).toBe('Spin Cycle');
    expect(await ctx.db('battle_results').where({ battle_id: battle }).select('place', 'crew_id')).toEqual([
      { place: 2, crew_id: crew },
    ]);
    expect(await board()).toEqual(before);

    // A typo in the name is still the staff's to fix: nobody joins or leaves by it.
    const rename = await ctx
      .api()
      .put(`/crews/${battle}/${crew}`)
      .set(organizer.auth)
      .send({ eventId: event, name: 'Spin Cycle NYC', userIds: [hana.profileId, quake.profileId] })
      .expect(200);
    expect(rename.body.winners[0].name).toBe('Spin Cycle NYC');
    expect(await members()).toEqual([hana.profileId, quake.profileId].sort((a, b) => a - b));
    expect(await board()).toEqual(before);
  });
});

describe('canUnregister follows the rule the writes refuse by', () => {
  it('true while registration is open, false once prelims start, and once results are recorded', async () => {
    const event = await eventWithStaff({ startDays: 0, endDays: 1 });
    const battle = await f.battle(event, { orgId: org });
    const dancer = await createSignedInDancer(ctx.db, { dancerName: 'Line-up dancer' });
    const entry = await f.entry(battle, dancer.profileId);
    const canUnregister = async () =>
      (await ctx.api().get(`/battles/${battle}`).set(dancer.auth).expect(200)).body.canUnregister as boolean;

    expect(await canUnregister()).toBe(true);
    await ctx.db('battles').where({ id: battle }).update({ status: 'prelims' });
    expect(await canUnregister()).toBe(false);
    await ctx.db('battles').where({ id: battle }).update({ status: 'registration', style: 'classic' });
    expect(await canUnregister()).toBe(true);
    await f.result(battle, 1, { entryId: entry, orgId: org, year: 2026 });
    expect(await canUnregister()).toBe(false);
    // During prelims staff still take a no-show out; here results are recorded, so they do not.
    const staff = await ctx.api().post(`/admin/battles/${battle}/unregister`).set(host.auth).send({ userId: dancer.profileId });
    expect(staff.status).toBe(409);
  });
});
