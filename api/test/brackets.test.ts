import { BRACKET_REASONS, ERRORS, type Brackets, type Sparring } from '@cypher/contracts';
import { createTestContext, type TestContext } from './helpers/test-app.js';
import { createSignedInDancer, type SignedInDancer } from './helpers/auth.js';
import { fixtures } from './helpers/fixtures.js';
import { stageBracket } from './helpers/bracket-stage.js';

// Whole brackets are played over HTTP: on MariaDB on the shared, loaded machine that takes longer
// than a test's default 5 s.
jest.setTimeout(60_000);

let ctx: TestContext;
let f: ReturnType<typeof fixtures>;
let org: number;
let event: number;
let organizer: SignedInDancer;
let judges: SignedInDancer[];

beforeAll(async () => {
  ctx = await createTestContext();
  f = fixtures(ctx.db);
  organizer = await createSignedInDancer(ctx.db, { dancerName: 'Bracket organizer' });
  judges = [
    await createSignedInDancer(ctx.db, { dancerName: 'Judge A' }),
    await createSignedInDancer(ctx.db, { dancerName: 'Judge B' }),
  ];
  org = await f.org({ name: 'Bracket Org' });
  event = await f.event({ title: 'Bracket Jam', startDays: -1, endDays: 1, orgId: org });
  await f.staff(event, organizer.profileId, 'organizer');
}, 60_000);
afterAll(() => ctx.close());

const stage = (o: Partial<Parameters<typeof stageBracket>[1]> = {}) =>
  stageBracket(ctx.db, { event, orgId: org, judges: judges.map((j) => j.profileId), ...o });

async function seedAll(battle: number, first: { sparringId: number; red: number; blue: number }[]) {
  const res = await ctx.api().post(`/battles/${battle}/seed`).set(organizer.auth).send(first);
  expect(res.status).toBe(200);
  return res.body as Brackets;
}

/** One judge gives the first round of a sparring (red ahead). */
const scoreOnce = (sparringId: number) =>
  ctx
    .api()
    .post(`/sparrings/${sparringId}/judge`)
    .set(judges[0]!.auth)
    .send([{ round: 0, redPoints: 8, bluePoints: 7 }])
    .expect(200);

/** Both judges score every round of a sparring for the side that should win. */
async function judgeFor(sparringId: number, colour: 'red' | 'blue', rounds = 1) {
  const body = Array.from({ length: rounds }, (_, round) => ({
    round,
    redPoints: colour === 'red' ? 9.5 : 7,
    bluePoints: colour === 'red' ? 7 : 9.5,
  }));
  for (const judge of judges) {
    const res = await ctx.api().post(`/sparrings/${sparringId}/judge`).set(judge.auth).send(body);
    expect(res.status).toBe(200);
  }
}

describe('GET /battles/:id/brackets', () => {
  it('answers the tree with both halves, the final, names, numbers and the editor flag', async () => {
    const s = await stage();
    const asVisitor = (await ctx.api().get(`/battles/${s.battle}/brackets`)).body as Brackets;
    expect(asVisitor.left.map((round) => round.length)).toEqual([2, 1]);
    expect(asVisitor.right.map((round) => round.length)).toEqual([2, 1]);
    expect(asVisitor.final).toMatchObject({ red: null, blue: null, winner: 0 });
    expect(asVisitor.levels.map((l) => l.name)).toEqual(['Top 8', 'Semi-final', 'Final']);
    expect(asVisitor).toMatchObject({ canEdit: false, status: 'prelims-finished', bracketSize: 8 });
    const asEditor = (await ctx.api().get(`/battles/${s.battle}/brackets`).set(organizer.auth)).body as Brackets;
    expect(asEditor.canEdit).toBe(true);

    const seeded = await seedAll(s.battle, s.first);
    expect(seeded.status).toBe('brackets');
    expect(seeded.left[0]![0]).toMatchObject({
      red: { id: s.seeds[0], name: 'Seed 1', randId: 1 },
      blue: { id: s.seeds[7], randId: 8 },
    });
    expect(seeded.right[0]![1]).toMatchObject({ red: { id: s.seeds[2] }, blue: { id: s.seeds[5] } });
  });

  it('is 404 for a classic battle, an unknown battle and a battle of a draft event', async () => {
    const classic = await f.battle(event);
    await ctx.db('battles').where({ id: classic }).update({ style: 'classic' });
    expect((await ctx.api().get(`/battles/${classic}/brackets`)).status).toBe(404);
    expect((await ctx.api().get(`/battles/999999/brackets`)).status).toBe(404);
    const draft = await f.event({ startDays: 1, endDays: 2, status: 'draft' });
    const hidden = await stageBracket(ctx.db, { event: draft, size: 2 });
    expect((await ctx.api().get(`/battles/${hidden.battle}/brackets`)).status).toBe(404);
  });

  it('answers an empty tree before Add to bracket', async () => {
    const battle = await f.battle(event, { status: 'prelims' });
    const body = (await ctx.api().get(`/battles/${battle}/brackets`)).body as Brackets;
    expect(body).toMatchObject({ left: [], right: [], final: null, status: 'prelims' });
  });
});

describe('POST /battles/:id/seed', () => {
  it('refuses the same participant in two spots, naming the field', async () => {
    const s = await stage();
    const [a, b] = s.first;
    const twice = [a!, { ...b!, red: a!.red }];
    const res = await ctx.api().post(`/battles/${s.battle}/seed`).set(organizer.auth).send(twice);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ message: ERRORS.sameParticipantTwice, details: { field: 'body.1.red' } });
    const self = await ctx
      .api()
      .post(`/battles/${s.battle}/seed`)
      .set(organizer.auth)
      .send([{ ...a!, blue: a!.red }]);
    expect(self.body.error).toMatchObject({ message: ERRORS.sameParticipantTwice, details: { field: 'body.0.blue' } });
  });

  it('says crew for crew battles', async () => {
    const s = await stage({ crews: true, size: 4 });
    const [a, b] = s.first;
    const res = await ctx
      .api()
      .post(`/battles/${s.battle}/seed`)
      .set(organizer.auth)
      .send([a!, { ...b!, blue: a!.blue }]);
    expect(res.body.error).toMatchObject({ message: ERRORS.sameCrewTwice, details: { field: 'body.1.blue' } });
  });

  it('refuses an unknown or unpromoted entrant, a foreign sparring and a sparring placed twice', async () => {
    const s = await stage({ size: 4 });
    const other = await stage({ size: 2 });
    const [a] = s.first;
    const stranger = await createSignedInDancer(ctx.db);
    const cases: [object[], string, string][] = [
      [[{ ...a!, red: stranger.profileId }], BRACKET_REASONS.notEntrant(true), 'body.0.red'],
      [[{ ...a!, sparringId: other.first[0]!.sparringId }], BRACKET_REASONS.notInBracket, 'body.0.sparringId'],
      [[a!, a!], BRACKET_REASONS.sparringTwice, 'body.1.sparringId'],
    ];
    for (const [body, message, field] of cases) {
      const res = await ctx.api().post(`/battles/${s.battle}/seed`).set(organizer.auth).send(body);
      expect({ status: res.status, ...res.body.error }).toMatchObject({ status: 400, message, details: { field } });
    }
    await ctx.db('battle_entries').where({ battle_id: s.battle, user_id: a!.red }).update({ is_promoted: false });
    const res = await ctx.api().post(`/battles/${s.battle}/seed`).set(organizer.auth).send([a!]);
    expect(res.body.error).toMatchObject({ message: BRACKET_REASONS.notEntrant(true), details: { field: 'body.0.red' } });
  });

  it('locks decided sparrings, keeps losers out and winners off the level they won', async () => {
    const s = await stage({ size: 4 });
    await seedAll(s.battle, s.first);
    const [semi1, semi2] = s.first;
    await judgeFor(semi1!.sparringId, 'red');
    await ctx.api().post(`/sparrings/${semi1!.sparringId}/finish`).set(organizer.auth).expect(200);
    const send = (body: object[]) => ctx.api().post(`/battles/${s.battle}/seed`).set(organizer.auth).send(body);
    expect((await send([semi1!])).body.error).toMatchObject({
      message: BRACKET_REASONS.sparringLocked,
      details: { field: 'body.0.sparringId' },
    });
    expect((await send([{ ...semi2!, red: semi1!.blue }])).body.error).toMatchObject({
      message: BRACKET_REASONS.eliminated(true),
      details: { field: 'body.0.red' },
    });
    expect((await send([{ ...semi2!, red: semi1!.red }])).body.error).toMatchObject({ message: BRACKET_REASONS.alreadyWon });
    // The winner already stands in the final (red); placing them blue too is two spots.
    const brackets = (await ctx.api().get(`/battles/${s.battle}/brackets`)).body as Brackets;
    expect(brackets.final!.red!.id).toBe(semi1!.red);
    expect((await send([{ sparringId: brackets.final!.sparringId, red: semi1!.red, blue: semi1!.red }])).status).toBe(400);
  });

  it('keeps the sides of a sparring with points until it is reset', async () => {
    const s = await stage({ size: 2 });
    await seedAll(s.battle, s.first);
    await scoreOnce(s.first[0]!.sparringId);
    const swapped = [{ ...s.first[0]!, red: s.first[0]!.blue, blue: s.first[0]!.red }];
    const res = await ctx.api().post(`/battles/${s.battle}/seed`).set(organizer.auth).send(swapped);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(BRACKET_REASONS.resetBeforeSeeding);
    await ctx.api().post(`/battles/${s.battle}/seed`).set(organizer.auth).send(s.first).expect(200);
  });

  it('is refused before Add to bracket', async () => {
    const battle = await f.battle(event, { status: 'prelims' });
    const res = await ctx.api().post(`/battles/${battle}/seed`).set(organizer.auth).send([]);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(BRACKET_REASONS.noBracket);
  });
});

describe('DELETE /battles/:id/brackets (Undo bracket)', () => {
  it('removes the tree, its scores and promotions and reopens prelims', async () => {
    const s = await stage({ size: 4 });
    await seedAll(s.battle, s.first);
    await scoreOnce(s.first[0]!.sparringId);
    await ctx.api().delete(`/battles/${s.battle}/brackets`).set(organizer.auth).expect(200, { ok: true });
    const brackets = (await ctx.api().get(`/battles/${s.battle}/brackets`)).body as Brackets;
    expect(brackets).toMatchObject({ left: [], right: [], final: null, status: 'prelims' });
    expect(await ctx.db('sparring_scores').where({ sparring_id: s.first[0]!.sparringId })).toHaveLength(0);
    const promoted = await ctx.db('battle_entries').where({ battle_id: s.battle, is_promoted: true });
    expect(promoted).toHaveLength(0);
  });

  it('is refused once a sparring is decided (reset it first)', async () => {
    const s = await stage({ size: 4 });
    await seedAll(s.battle, s.first);
    await ctx
      .api()
      .post(`/admin/sparrings/${s.first[0]!.sparringId}/set-winner/${s.first[0]!.red}`)
      .set(organizer.auth)
      .expect(200);
    const res = await ctx.api().delete(`/battles/${s.battle}/brackets`).set(organizer.auth);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(BRACKET_REASONS.undoAfterResults);
    await ctx.api().delete(`/sparrings/${s.first[0]!.sparringId}/judge`).set(organizer.auth).expect(200);
    await ctx.api().delete(`/battles/${s.battle}/brackets`).set(organizer.auth).expect(200);
  });
});

describe('a bracket of 8 played to the end', () => {
  it('moves winners on, writes 1st, 2nd, Top 4 and Top 8, refreshes the standings and finishes the battle', async () => {
    const s = await stage({ rounds: 2 });
    await seedAll(s.battle, s.first);
    // Seed k wins every sparring against a higher seed number: 1 beats 8, 4 beats 5, 2 beats 7, 3 beats 6, …
    const seedOf = (id: number) => s.seeds.indexOf(id) + 1;
    for (;;) {
      const brackets = (await ctx.api().get(`/battles/${s.battle}/brackets`)).body as Brackets;
      const open = [...brackets.left.flat(), ...brackets.right.flat(), brackets.final!].filter(
        (x) => x.winner === 0 && x.red && x.blue,
      );
      if (!open.length) break;
      for (const x of open) {
        const colour = seedOf(x.red!.id) < seedOf(x.blue!.id) ? 'red' : 'blue';
        await judgeFor(x.sparringId, colour, 2);
        const done = (await ctx.api().post(`/sparrings/${x.sparringId}/finish`).set(organizer.auth)).body as Sparring;
        expect(done).toMatchObject({ status: 'finished', winnerId: x[colour]!.id });
      }
    }
    const brackets = (await ctx.api().get(`/battles/${s.battle}/brackets`)).body as Brackets;
    expect(brackets.status).toBe('finished');
    expect(brackets.left[1]![0]!.winner).toBe(s.seeds[0]);
    expect(brackets.right[1]![0]!.winner).toBe(s.seeds[1]);
    expect(brackets.final).toMatchObject({ red: { id: s.seeds[0] }, blue: { id: s.seeds[1] }, winner: s.seeds[0] });

    const results = await ctx
      .db('battle_results')
      .join('battle_entries', 'battle_entries.id', 'battle_results.entry_id')
      .where('battle_results.battle_id', s.battle)
      .select('battle_results.place', 'battle_entries.user_id', 'battle_results.org_id');
    const placeOf = new Map(results.map((r) => [Number(r.user_id), Number(r.place)]));
    expect(s.seeds.map((id) => placeOf.get(id))).toEqual([1, 2, 4, 4, 8, 8, 8, 8]);
    expect(results.every((r) => Number(r.org_id) === org)).toBe(true);

    const standings = await ctx.db('leaderboard_standings').where({ org_id: org }).whereIn('user_id', s.seeds);
    expect(standings.length).toBeGreaterThan(0);
    const pointsOf = (id: number) =>
      Math.max(0, ...standings.filter((r) => Number(r.user_id) === id).map((r) => Number(r.points)));
    expect(pointsOf(s.seeds[0]!)).toBeGreaterThan(pointsOf(s.seeds[1]!));
    expect(pointsOf(s.seeds[1]!)).toBeGreaterThan(pointsOf(s.seeds[7]!));

    const battle = (await ctx.api().get(`/battles/${s.battle}`)).body;
    expect(battle.status).toBe('finished');

    // Resetting the final takes the results back and the bracket runs again.
    await ctx.api().delete(`/sparrings/${brackets.final!.sparringId}/judge`).set(organizer.auth).expect(200);
    expect(await ctx.db('battle_results').where({ battle_id: s.battle })).toHaveLength(0);
    expect((await ctx.api().get(`/battles/${s.battle}/brackets`)).body.status).toBe('brackets');
  });
});

describe('a crew bracket of 4 played to the end', () => {
  it('places crews, and every confirmed dancer of a placed crew gets standings', async () => {
    const s = await stage({ crews: true, size: 4 });
    await seedAll(s.battle, s.first);
    // Seeds 1 and 2 win their semi-finals (red), then seed 2 wins the final (blue).
    for (const x of s.first) {
      await judgeFor(x.sparringId, 'red');
      await ctx.api().post(`/sparrings/${x.sparringId}/finish`).set(organizer.auth).expect(200);
    }
    const final = ((await ctx.api().get(`/battles/${s.battle}/brackets`)).body as Brackets).final!;
    expect(final).toMatchObject({ red: { id: s.seeds[0] }, blue: { id: s.seeds[1] } });
    await judgeFor(final.sparringId, 'blue');
    const done = (await ctx.api().post(`/sparrings/${final.sparringId}/finish`).set(organizer.auth).expect(200)).body as Sparring;
    expect(done.winnerId).toBe(s.seeds[1]);

    const results = await ctx.db('battle_results').where({ battle_id: s.battle }).orderBy('place');
    expect(results.map((r) => Number(r.place))).toEqual([1, 2, 4, 4]);
    expect(Number(results[0]!.crew_id)).toBe(s.seeds[1]);
    expect(Number(results[1]!.crew_id)).toBe(s.seeds[0]);
    expect(
      results
        .slice(2)
        .map((r) => Number(r.crew_id))
        .sort(),
    ).toEqual([s.seeds[2], s.seeds[3]].sort());
    const champions = s.dancers[1]!.map((d) => d.profileId);
    const standings = await ctx.db('leaderboard_standings').where({ org_id: org }).whereIn('user_id', champions);
    expect(new Set(standings.map((r) => Number(r.user_id)))).toEqual(new Set(champions));
  });
});
