import { ERRORS, PRELIMS_ERRORS } from '@cypher/contracts';
import { createTestContext, type TestContext } from './helpers/test-app.js';
import { fixtures } from './helpers/fixtures.js';
import { crewPrelims, judgingCast, score, soloPrelims, type JudgingCast } from './helpers/prelims-stage.js';

let ctx: TestContext;
let event: number;
let cast: JudgingCast;

beforeAll(async () => {
  ctx = await createTestContext();
  event = await fixtures(ctx.db).event({ title: 'Judging Day', startDays: 0, endDays: 1 });
  cast = await judgingCast(ctx, event);
}, 60_000);
afterAll(() => ctx.close());

const get = (battle: number, query = '', who = cast.organizer) =>
  ctx.api().get(`/battles/${battle}/prelims${query}`).set(who.auth);

describe('GET /battles/:id/prelims', () => {
  it('lists only checked-in dancers, normalised rounds, no groups, and the organizer’s permissions', async () => {
    const { battle, dancers, waiting } = await soloPrelims(ctx, event, cast, { checkedIn: 3, registered: 1 });
    const res = await get(battle);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ battleId: battle, kind: 'solo', rounds: 1, status: 'registration', groups: [] });
    const ids = res.body.entries.map((e: { id: number }) => e.id);
    expect(ids.sort()).toEqual([...dancers].sort());
    expect(ids).not.toContain(waiting[0]);
    expect(res.body.entries[0]).toMatchObject({
      pointsAverage: null,
      passStatus: null,
      isGone: false,
      prelims: { rounds: { 0: [] } },
    });
    expect(res.body.permissions).toEqual({
      canJudge: false,
      canSetGone: true,
      canFinishPrelims: true,
      canShuffle: true,
      canUndoBrackets: false,
      error: PRELIMS_ERRORS.notScoredYet,
    });
  });

  it('answers 404 for a battle nobody is checked in to yet, and for a classic battle', async () => {
    const { battle } = await soloPrelims(ctx, event, cast, { checkedIn: 0, registered: 2 });
    expect((await get(battle)).status).toBe(404);
    const { battle: classic } = await soloPrelims(ctx, event, cast, { checkedIn: 2 });
    await ctx.db('battles').where('id', classic).update({ style: 'classic' });
    expect((await get(classic)).status).toBe(404);
    expect((await get(999_999)).status).toBe(404);
  });

  it('sorts by points, name and number both ways, searches names and filters a group', async () => {
    const { battle, dancers } = await soloPrelims(ctx, event, cast, { checkedIn: 4 });
    // dancers[0] is 'Dancer Zed'; 'Dancer A', 'Dancer B', 'Dancer C' follow with numbers 2..4.
    await score(ctx, battle, cast.judge, { [dancers[0]]: 7, [dancers[1]]: 9, [dancers[2]]: 8 });
    const order = async (sb: string) => (await get(battle, `?sb=${sb}`)).body.entries.map((e: { name: string }) => e.name);
    expect(await order('points-desc')).toEqual(['Dancer A', 'Dancer B', 'Dancer Zed', 'Dancer C']);
    expect(await order('points-asc')).toEqual(['Dancer Zed', 'Dancer B', 'Dancer A', 'Dancer C']);
    expect(await order('name-asc')).toEqual(['Dancer A', 'Dancer B', 'Dancer C', 'Dancer Zed']);
    expect(await order('name-desc')).toEqual(['Dancer Zed', 'Dancer C', 'Dancer B', 'Dancer A']);
    expect(await order('number-asc')).toEqual(['Dancer Zed', 'Dancer A', 'Dancer B', 'Dancer C']);
    expect(await order('number-desc')).toEqual(['Dancer C', 'Dancer B', 'Dancer A', 'Dancer Zed']);
    const found = await get(battle, '?k=ZE');
    expect(found.body.entries.map((e: { id: number }) => e.id)).toEqual([dancers[0]]);
    const bad = await get(battle, '?sb=age-asc');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.field).toBe('query.sb');

    await ctx.api().post(`/battles/${battle}/prelims/create-groups`).set(cast.organizer.auth).send({ amount: 2, type: 'random' });
    const groups = (await get(battle)).body.groups as { id: number; amountMembers: number; members: { id: number }[] }[];
    const inFirst = await get(battle, `?group=${groups[0].id}`);
    expect(inFirst.body.entries.map((e: { id: number }) => e.id).sort()).toEqual(groups[0].members.map((m) => m.id).sort());
    expect(inFirst.body.groups).toHaveLength(2);
  });

  it('shows a hidden battle’s rows to judges and staff, and only their own row to a dancer', async () => {
    const { battle, dancers } = await soloPrelims(ctx, event, cast, { checkedIn: 3, hide: true });
    expect((await get(battle, '', cast.judge)).body.entries).toHaveLength(3);
    expect((await get(battle, '', cast.host)).body.entries).toHaveLength(3);
    expect((await get(battle, '', cast.dancer)).body.entries.map((e: { id: number }) => e.id)).toEqual([dancers[0]]);
    expect((await get(battle, '', cast.stranger)).body.entries).toEqual([]);
    expect((await ctx.api().get(`/battles/${battle}/prelims`)).body.entries).toEqual([]);
  });
});

describe('POST /battles/:id/prelims (judging)', () => {
  it('saves halves, averages judges, moves the battle to prelims, and a replay changes nothing', async () => {
    const { battle, dancers } = await soloPrelims(ctx, event, cast, { checkedIn: 2 });
    const first = await score(ctx, battle, cast.judge, { [dancers[0]]: 7.5 });
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('prelims');
    await score(ctx, battle, cast.judge2, { [dancers[0]]: 9 });
    const replay = await score(ctx, battle, cast.judge2, { [dancers[0]]: 9 });
    const row = replay.body.entries.find((e: { id: number }) => e.id === dancers[0]);
    expect(row.pointsAverage).toBe(8.25);
    expect(row.prelims.rounds['0'].map((j: { id: number; points: number }) => [j.id, j.points])).toEqual([
      [cast.judge.profileId, 7.5],
      [cast.judge2.profileId, 9],
    ]);
    expect(await ctx.db('judgments').where('battle_id', battle).count({ n: '*' })).toEqual([{ n: 2 }]);
  });

  it('the judge’s last write wins, and 0 clears the score', async () => {
    const { battle, dancers } = await soloPrelims(ctx, event, cast, { checkedIn: 2 });
    await score(ctx, battle, cast.judge, { [dancers[1]]: 6 });
    const edited = await ctx
      .api()
      .post(`/battles/${battle}/prelims`)
      .set(cast.judge.auth)
      .send([{ userId: dancers[1], points: 10.5, mode: 'edit', round: 0 }]);
    expect(edited.body.entries.find((e: { id: number }) => e.id === dancers[1]).pointsAverage).toBe(10.5);
    const cleared = await score(ctx, battle, cast.judge, { [dancers[1]]: 0 });
    expect(cleared.body.entries.find((e: { id: number }) => e.id === dancers[1]).pointsAverage).toBeNull();
  });

  it.each([
    ['points below 1', (d: number) => [{ userId: d, points: 0.5, mode: 'new', round: 0 }], 'body.0.points'],
    ['points above 10.5', (d: number) => [{ userId: d, points: 11, mode: 'new', round: 0 }], 'body.0.points'],
    ['a quarter point', (d: number) => [{ userId: d, points: 7.25, mode: 'new', round: 0 }], 'body.0.points'],
    ['a crew round in a solo battle', (d: number) => [{ userId: d, points: 7, mode: 'new', round: 1 }], 'body.0.round'],
    ['a crew id in a solo battle', (d: number) => [{ userId: d, crewId: 1, points: 7, mode: 'new', round: 0 }], 'body.0.crewId'],
    ['no dancer', () => [{ points: 7, mode: 'new', round: 0 }], 'body.0.userId'],
    ['an unknown mode', (d: number) => [{ userId: d, points: 7, mode: 'maybe', round: 0 }], 'body.0.mode'],
    ['an empty list', () => [], 'body'],
  ])('refuses %s with 400 naming the field', async (_name, body, field) => {
    const { battle, dancers } = await soloPrelims(ctx, event, cast, { checkedIn: 2 });
    const res = await ctx.api().post(`/battles/${battle}/prelims`).set(cast.judge.auth).send(body(dancers[0]));
    expect(res.status).toBe(400);
    expect(res.body.error.details.field).toBe(field);
    expect(await ctx.db('judgments').where('battle_id', battle).count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('scores only checked-in dancers, and nothing of a bad batch is saved', async () => {
    const { battle, dancers, waiting } = await soloPrelims(ctx, event, cast, { checkedIn: 2, registered: 1 });
    const res = await ctx
      .api()
      .post(`/battles/${battle}/prelims`)
      .set(cast.judge.auth)
      .send([
        { userId: dancers[0], points: 8, mode: 'new', round: 0 },
        { userId: waiting[0], points: 8, mode: 'new', round: 0 },
      ]);
    expect(res.status).toBe(400);
    expect(res.body.error.details.field).toBe('body.1.userId');
    expect(await ctx.db('judgments').where('battle_id', battle).count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('crews score one round per member: keys 1…crewSize; Unlimited crews one round', async () => {
    const { battle, crews, unnumbered } = await crewPrelims(ctx, event, cast, { crews: 2, crewSize: 3 });
    const empty = await get(battle);
    expect(empty.body).toMatchObject({ kind: 'crews', rounds: 3 });
    expect(empty.body.entries[0].prelims.rounds).toEqual({ 1: [], 2: [], 3: [] });
    expect(empty.body.entries.map((e: { id: number }) => e.id)).not.toContain(unnumbered);
    expect(empty.body.entries.find((e: { id: number }) => e.id === crews[0]).members).toHaveLength(2);
    await score(ctx, battle, cast.judge, { [crews[0]]: 8 }, { crews: true, round: 1 });
    const res = await score(ctx, battle, cast.judge, { [crews[0]]: 6 }, { crews: true, round: 3 });
    expect(res.body.entries.find((e: { id: number }) => e.id === crews[0]).pointsAverage).toBe(7);
    expect((await score(ctx, battle, cast.judge, { [crews[0]]: 6 }, { crews: true, round: 4 })).body.error.details.field).toBe(
      'body.0.round',
    );
    expect((await score(ctx, battle, cast.judge, { [crews[0]]: 6 }, { round: 1 })).body.error.details.field).toBe(
      'body.0.userId',
    );

    const { battle: open } = await crewPrelims(ctx, event, cast, { crews: 2, crewSize: 10_000 });
    expect((await get(open)).body.rounds).toBe(1);
  });
});

describe('ranking, sameScore and Add to bracket', () => {
  it('a tie across the cut marks every tied row sameScore and blocks the bracket until a judge changes points', async () => {
    const { battle, dancers } = await soloPrelims(ctx, event, cast, { checkedIn: 4, bracketSize: 2 });
    const res = await score(ctx, battle, cast.judge, { [dancers[0]]: 9, [dancers[1]]: 7, [dancers[2]]: 7, [dancers[3]]: 5 });
    const status = (body: { entries: { id: number; passStatus: string | null }[] }) =>
      dancers.map((id) => body.entries.find((e) => e.id === id)!.passStatus);
    expect(status(res.body)).toEqual(['passed', 'sameScore', 'sameScore', null]);
    expect(res.body.permissions.error).toBeNull(); // the judge does not finish prelims
    expect((await get(battle)).body.permissions.error).toBe(PRELIMS_ERRORS.sameScore);
    expect(ERRORS.sameScore.startsWith(PRELIMS_ERRORS.sameScore)).toBe(true);
    const refused = await ctx.api().post(`/battles/${battle}/prelims/finish`).set(cast.organizer.auth);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(PRELIMS_ERRORS.sameScore);

    const fixed = await score(ctx, battle, cast.judge, { [dancers[2]]: 7.5 });
    expect(status(fixed.body)).toEqual(['passed', null, 'passed', null]);
    expect((await get(battle)).body.permissions.error).toBeNull();
  });

  it('refuses while anyone still in is unscored; gone dancers are out of the ranking', async () => {
    const { battle, dancers } = await soloPrelims(ctx, event, cast, { checkedIn: 3 });
    await score(ctx, battle, cast.judge, { [dancers[0]]: 8, [dancers[1]]: 6 });
    expect((await get(battle)).body.permissions.error).toBe(PRELIMS_ERRORS.unscored('solo'));
    expect((await ctx.api().post(`/battles/${battle}/prelims/finish`).set(cast.organizer.auth)).status).toBe(409);
    const gone = await ctx.api().post(`/battles/${battle}/prelims/gone/${dancers[2]}`).set(cast.host.auth);
    expect(gone.body.entries.find((e: { id: number }) => e.id === dancers[2]).isGone).toBe(true);
    expect(gone.body.permissions.error).toBeNull();
    const back = await ctx.api().post(`/battles/${battle}/prelims/gone/${dancers[2]}`).set(cast.host.auth);
    expect(back.body.entries.find((e: { id: number }) => e.id === dancers[2]).isGone).toBe(false);
    expect((await ctx.api().post(`/battles/${battle}/prelims/gone/${999_999}`).set(cast.host.auth)).status).toBe(404);
  });

  it("'gone' with a body is a set (a replay lands the same); without one it toggles, as the contract keeps for old pages", async () => {
    const { battle, dancers } = await soloPrelims(ctx, event, cast, { checkedIn: 2 });
    const mark = (body?: object) => {
      const req = ctx.api().post(`/battles/${battle}/prelims/gone/${dancers[1]}`).set(cast.host.auth);
      return body ? req.send(body) : req;
    };
    const isGone = (res: { body: { entries: { id: number; isGone: boolean }[] } }) =>
      res.body.entries.find((e) => e.id === dancers[1])!.isGone;
    expect(isGone(await mark({ gone: true }))).toBe(true);
    expect(isGone(await mark({ gone: true }))).toBe(true);
    expect(isGone(await mark({ gone: false }))).toBe(false);
    expect(isGone(await mark({ gone: false }))).toBe(false);
    expect(isGone(await mark())).toBe(true);
    expect(isGone(await mark({}))).toBe(false);
    const bad = await mark({ gone: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.field).toBe('body.gone');
    expect(Number((await ctx.db('battle_entries').where({ battle_id: battle, user_id: dancers[1] }).first()).is_gone)).toBe(0);
  });

  it('Add to bracket freezes the ranking, seeds the first round 1 v 8, 4 v 5 | 2 v 7, 3 v 6, and closes judging', async () => {
    const { battle, dancers } = await soloPrelims(ctx, event, cast, { checkedIn: 9 });
    // Seed n is dancers[n - 1] (points 10, 9.5, 9 …); the ninth misses the bracket of 8.
    const points = Object.fromEntries(dancers.map((id, i) => [id, 10 - i / 2]));
    await score(ctx, battle, cast.judge, points);
    const res = await ctx.api().post(`/battles/${battle}/prelims/finish`).set(cast.organizer.auth);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('prelims-finished');
    expect(res.body.permissions).toMatchObject({ canJudge: false, canFinishPrelims: false, canUndoBrackets: true, error: null });
    const promoted = res.body.entries.filter((e: { isPromoted: boolean }) => e.isPromoted).map((e: { id: number }) => e.id);
    expect(promoted.sort()).toEqual(dancers.slice(0, 8).sort());

    const sparrings = await ctx.db('sparrings').where('battle_id', battle).orderBy(['side', 'round_index', 'slot']);
    const entryOf = new Map(
      (await ctx.db('battle_entries').where('battle_id', battle)).map((r) => [Number(r.id), Number(r.user_id)]),
    );
    const seedOf = (entryId: number | null) => (entryId === null ? null : dancers.indexOf(entryOf.get(Number(entryId))!) + 1);
    const layout = sparrings.map((s) => [
      s.side,
      Number(s.round_index),
      Number(s.slot),
      seedOf(s.red_entry_id),
      seedOf(s.blue_entry_id),
    ]);
    expect(layout).toEqual([
      ['final', 2, 0, null, null],
      ['left', 0, 0, 1, 8],
      ['left', 0, 1, 4, 5],
      ['left', 1, 0, null, null],
      ['right', 0, 0, 2, 7],
      ['right', 0, 1, 3, 6],
      ['right', 1, 0, null, null],
    ]);
    const late = await score(ctx, battle, cast.judge, { [dancers[8]]: 10 });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(PRELIMS_ERRORS.finished);
    expect((await ctx.api().post(`/battles/${battle}/prelims/finish`).set(cast.organizer.auth)).status).toBe(409);
  });

  it('a bracket of 2 is the final alone; fewer entries than spots leave a seat empty', async () => {
    const { battle, dancers } = await soloPrelims(ctx, event, cast, { checkedIn: 3, bracketSize: 4 });
    await score(ctx, battle, cast.judge, { [dancers[0]]: 6, [dancers[1]]: 8, [dancers[2]]: 7 });
    expect((await ctx.api().post(`/battles/${battle}/prelims/finish`).set(cast.organizer.auth)).status).toBe(200);
    const left = await ctx.db('sparrings').where({ battle_id: battle, side: 'left', round_index: 0 }).first();
    const entryId = async (of: number, user: number) =>
      Number((await ctx.db('battle_entries').where({ battle_id: of, user_id: user }).first()).id);
    expect([Number(left.red_entry_id), left.blue_entry_id]).toEqual([await entryId(battle, dancers[1]), null]);

    const { battle: two, dancers: pair } = await soloPrelims(ctx, event, cast, { checkedIn: 2, bracketSize: 2 });
    await score(ctx, two, cast.judge, { [pair[0]]: 6, [pair[1]]: 8 });
    await ctx.api().post(`/battles/${two}/prelims/finish`).set(cast.organizer.auth);
    const rows = await ctx.db('sparrings').where('battle_id', two);
    expect(rows.map((s) => [s.side, Number(s.red_entry_id), Number(s.blue_entry_id)])).toEqual([
      ['final', await entryId(two, pair[1]), await entryId(two, pair[0])],
    ]);
  });

  it('crews are seeded by crew id', async () => {
    const { battle, crews } = await crewPrelims(ctx, event, cast, { crews: 2, crewSize: 2 });
    await score(ctx, battle, cast.judge, { [crews[0]]: 6, [crews[1]]: 9 }, { crews: true });
    const res = await ctx.api().post(`/battles/${battle}/prelims/finish`).set(cast.organizer.auth);
    expect(res.status).toBe(200);
    // Two crews in a bracket of 8: seed 1 opens the left half, seed 2 the right, nobody opposite.
    const first = await ctx
      .db('sparrings')
      .where({ battle_id: battle, round_index: 0, slot: 0 })
      .whereIn('side', ['left', 'right'])
      .orderBy('side');
    expect(first.map((s) => [s.side, Number(s.red_crew_id), s.blue_crew_id])).toEqual([
      ['left', crews[1], null],
      ['right', crews[0], null],
    ]);
  });
});
