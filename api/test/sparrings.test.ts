import { BRACKET_REASONS, ERRORS, VOTE_REFUSALS, type Sparring } from '@cypher/contracts';
import { createTestContext, type TestContext } from './helpers/test-app.js';
import { createSignedInDancer, type SignedInDancer } from './helpers/auth.js';
import { fixtures } from './helpers/fixtures.js';
import { stageBracket } from './helpers/bracket-stage.js';

// Whole brackets are played over HTTP: on MariaDB on the shared, loaded machine that takes longer
// than a test's default 5 s.
jest.setTimeout(60_000);

let ctx: TestContext;
let f: ReturnType<typeof fixtures>;
let event: number;
let organizer: SignedInDancer;
let host: SignedInDancer;
let judges: SignedInDancer[];

beforeAll(async () => {
  ctx = await createTestContext();
  f = fixtures(ctx.db);
  organizer = await createSignedInDancer(ctx.db, { dancerName: 'Sparring organizer' });
  host = await createSignedInDancer(ctx.db, { dancerName: 'Sparring host' });
  judges = [
    await createSignedInDancer(ctx.db, { dancerName: 'Judge A' }),
    await createSignedInDancer(ctx.db, { dancerName: 'Judge B' }),
  ];
  event = await f.event({ title: 'Sparring Jam', startDays: -1, endDays: 1 });
  await f.staff(event, organizer.profileId, 'organizer');
  await f.staff(event, host.profileId, 'host');
}, 60_000);
afterAll(() => ctx.close());

/** A running bracket of two (only the final) with `rounds` rounds; answers the final's id and sides. */
async function final(rounds = 2) {
  const s = await stageBracket(ctx.db, { event, size: 2, rounds, judges: judges.map((j) => j.profileId) });
  await ctx.api().post(`/battles/${s.battle}/seed`).set(organizer.auth).send(s.first).expect(200);
  return { ...s, id: s.first[0]!.sparringId, red: s.first[0]!.red, blue: s.first[0]!.blue };
}

const score = (judge: SignedInDancer, id: number, body: object[]) =>
  ctx.api().post(`/sparrings/${id}/judge`).set(judge.auth).send(body);
const read = async (id: number, who?: SignedInDancer) => {
  const req = ctx.api().get(`/sparrings/${id}`);
  return (await (who ? req.set(who.auth) : req)).body as Sparring;
};

describe('GET /sparrings/:id', () => {
  it('lists every round in order with one row per judge, null until scored', async () => {
    const s = await final(2);
    const body = await read(s.id, organizer);
    expect(body).toMatchObject({ status: 'open', levelName: 'Final', winnerId: 0, extraRounds: 0, audienceVote: null });
    expect(body.red).toMatchObject({ id: s.red, name: 'Seed 1', totalPoints: 0, audiencePoints: 0 });
    expect(body.rounds).toHaveLength(2);
    expect(body.rounds[0]!.scores.map((x) => [x.id, x.redPoints, x.bluePoints])).toEqual(
      judges.map((j) => [j.profileId, null, null]),
    );
    expect(body.permissions).toMatchObject({ canSetScore: false, canFinish: false, canSetWinner: true, canReset: false });
    expect((await read(s.id, judges[0])).permissions.canSetScore).toBe(true);
    expect((await ctx.api().get('/sparrings/999999')).status).toBe(404);
  });
});

describe('POST /sparrings/:id/judge', () => {
  it('takes 6 to 10 in halves, naming the field otherwise', async () => {
    const s = await final(1);
    for (const [points, field] of [
      [5.5, 'body.0.redPoints'],
      [10.6, 'body.0.redPoints'],
      [7.25, 'body.0.redPoints'],
    ] as const) {
      const res = await score(judges[0]!, s.id, [{ round: 0, redPoints: points, bluePoints: 8 }]);
      expect(res.status).toBe(400);
      expect(res.body.error.details.field).toBe(field);
    }
    const ok = await score(judges[0]!, s.id, [{ round: 0, redPoints: 10.5, bluePoints: 6 }]);
    expect(ok.status).toBe(200);
    expect((ok.body as Sparring).rounds[0]!.scores[0]).toMatchObject({ redPoints: 10.5, bluePoints: 6 });
  });

  it('opens a round only after the previous one, refuses rounds the sparring lacks', async () => {
    const s = await final(3);
    const late = await score(judges[0]!, s.id, [{ round: 1, redPoints: 8, bluePoints: 7 }]);
    expect(late.body.error).toMatchObject({ message: BRACKET_REASONS.roundOutOfOrder, details: { field: 'body.0.round' } });
    const past = await score(judges[0]!, s.id, [{ round: 3, redPoints: 8, bluePoints: 7 }]);
    expect(past.body.error).toMatchObject({ message: BRACKET_REASONS.noSuchRound(3), details: { field: 'body.0.round' } });
    const twice = await score(judges[0]!, s.id, [
      { round: 0, redPoints: 8, bluePoints: 7 },
      { round: 0, redPoints: 8, bluePoints: 7 },
    ]);
    expect(twice.body.error.details.field).toBe('body.1.round');
    // Round 0 then round 1 in one submission, then round 2 alone.
    await score(judges[0]!, s.id, [
      { round: 1, redPoints: 8, bluePoints: 7 },
      { round: 0, redPoints: 8, bluePoints: 7 },
    ]).expect(200);
    await score(judges[0]!, s.id, [{ round: 2, redPoints: 8, bluePoints: 7 }]).expect(200);
  });

  it('is idempotent on replay and the last write by a judge wins', async () => {
    const s = await final(1);
    const first = [{ round: 0, redPoints: 8, bluePoints: 7 }];
    for (let i = 0; i < 3; i++) await score(judges[0]!, s.id, first).expect(200);
    expect(await ctx.db('sparring_scores').where({ sparring_id: s.id })).toHaveLength(1);
    const after = (await score(judges[0]!, s.id, [{ round: 0, redPoints: 6.5, bluePoints: 9 }])).body as Sparring;
    expect(after.rounds[0]!.scores[0]).toMatchObject({ redPoints: 6.5, bluePoints: 9 });
    expect(await ctx.db('sparring_scores').where({ sparring_id: s.id })).toHaveLength(1);
  });

  it('takes two judges scoring the same sparring at once, and decides on both', async () => {
    const s = await final(1);
    const [a, b] = await Promise.all([
      score(judges[0]!, s.id, [{ round: 0, redPoints: 9, bluePoints: 8 }]),
      score(judges[1]!, s.id, [{ round: 0, redPoints: 8, bluePoints: 9 }]),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const body = await read(s.id, organizer);
    expect(body.rounds[0]!.scores.map((x) => x.redPoints)).toEqual([9, 8]);
    expect(body).toMatchObject({ status: 'need-tie-breaker', red: { totalPoints: 17 }, blue: { totalPoints: 17 } });
  });

  it('settles a burst of replays from two offline judges arriving at once: one row per judge and round', async () => {
    const s = await final(2);
    const a = [
      { round: 0, redPoints: 9, bluePoints: 8 },
      { round: 1, redPoints: 9.5, bluePoints: 8 },
    ];
    const b = [
      { round: 0, redPoints: 7, bluePoints: 8.5 },
      { round: 1, redPoints: 8, bluePoints: 8.5 },
    ];
    const burst = Array.from({ length: 5 }, () => [score(judges[0]!, s.id, a), score(judges[1]!, s.id, b)]).flat();
    expect((await Promise.all(burst)).map((res) => res.status)).toEqual(Array(10).fill(200));
    expect(await ctx.db('sparring_scores').where({ sparring_id: s.id })).toHaveLength(4);
    const body = await read(s.id, organizer);
    expect(body).toMatchObject({ status: 'open', red: { totalPoints: 33.5 }, blue: { totalPoints: 33 } });
    expect(body.permissions.canFinish).toBe(true);
  });

  it('answers 409 for a finished sparring and for a bracket not yet submitted', async () => {
    const s = await final(1);
    await ctx.api().post(`/admin/sparrings/${s.id}/set-winner/${s.blue}`).set(organizer.auth).expect(200);
    const res = await score(judges[0]!, s.id, [{ round: 0, redPoints: 8, bluePoints: 7 }]);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(BRACKET_REASONS.battleFinished);
    const unseeded = await stageBracket(ctx.db, { event, size: 2, judges: [judges[0]!.profileId] });
    const early = await score(judges[0]!, unseeded.first[0]!.sparringId, [{ round: 0, redPoints: 8, bluePoints: 7 }]);
    expect({ status: early.status, message: early.body.error.message }).toEqual({
      status: 409,
      message: BRACKET_REASONS.notRunning,
    });
  });
});

describe('tie-breaker, finish and reset', () => {
  it('a tie needs a tie-breaker round from an admin or host, then finishes by points', async () => {
    const s = await final(1);
    await score(judges[0]!, s.id, [{ round: 0, redPoints: 9, bluePoints: 8 }]).expect(200);
    await score(judges[1]!, s.id, [{ round: 0, redPoints: 8, bluePoints: 9 }]).expect(200);
    const tied = await read(s.id, judges[0]);
    expect(tied.status).toBe('need-tie-breaker');
    expect(tied.permissions).toMatchObject({ canAddExtra: false, canFinish: false });
    const early = await ctx.api().post(`/sparrings/${s.id}/finish`).set(organizer.auth);
    expect({ status: early.status, message: early.body.error.message }).toEqual({
      status: 409,
      message: ERRORS.tieBreakerNeeded,
    });
    expect((await ctx.api().post(`/sparrings/${s.id}/extra`).set(judges[0]!.auth)).status).toBe(403);

    const extra = (await ctx.api().post(`/sparrings/${s.id}/extra`).set(host.auth).expect(200)).body as Sparring;
    expect(extra).toMatchObject({ status: 'open', extraRounds: 1 });
    expect(extra.rounds).toHaveLength(2);
    const again = await ctx.api().post(`/sparrings/${s.id}/extra`).set(host.auth);
    expect({ status: again.status, message: again.body.error.message }).toEqual({
      status: 409,
      message: BRACKET_REASONS.notTied,
    });

    await score(judges[0]!, s.id, [{ round: 1, redPoints: 7, bluePoints: 9.5 }]).expect(200);
    const incomplete = await ctx.api().post(`/sparrings/${s.id}/finish`).set(host.auth);
    expect(incomplete.body.error.message).toBe(BRACKET_REASONS.notComplete);
    await score(judges[1]!, s.id, [{ round: 1, redPoints: 7, bluePoints: 9 }]).expect(200);
    expect((await read(s.id, host)).permissions.canFinish).toBe(true);
    const done = (await ctx.api().post(`/sparrings/${s.id}/finish`).set(host.auth).expect(200)).body as Sparring;
    expect(done).toMatchObject({ status: 'finished', winnerId: s.blue, red: { totalPoints: 31 }, blue: { totalPoints: 35.5 } });
  });

  it('spectators see a finished sparring without points; staff and judges see them', async () => {
    const s = await final(1);
    await score(judges[0]!, s.id, [{ round: 0, redPoints: 9, bluePoints: 8 }]).expect(200);
    await score(judges[1]!, s.id, [{ round: 0, redPoints: 9, bluePoints: 8 }]).expect(200);
    expect((await read(s.id)).red!.totalPoints).toBe(18); // open: visible to all
    await ctx.api().post(`/sparrings/${s.id}/finish`).set(organizer.auth).expect(200);
    const spectator = await read(s.id);
    // No points at all: null totals and sums, never a 0 that would read as the score.
    expect(spectator).toMatchObject({ winnerId: s.red, red: { totalPoints: null }, blue: { totalPoints: null } });
    expect(spectator.rounds.every((r) => r.sumRedPoints === null && r.sumBluePoints === null)).toBe(true);
    expect(spectator.rounds[0]!.scores.every((x) => x.redPoints === null && x.bluePoints === null)).toBe(true);
    expect((await read(s.id, judges[1])).red!.totalPoints).toBe(18);
    expect((await read(s.id, host)).rounds[0]!.sumRedPoints).toBe(18);
  });

  it('reset by an event editor clears points, votes and tie-breakers, and takes a winner back out of the next sparring', async () => {
    const s = await stageBracket(ctx.db, { event, size: 4, judges: judges.map((j) => j.profileId) });
    await ctx.api().post(`/battles/${s.battle}/seed`).set(organizer.auth).send(s.first).expect(200);
    const semi = s.first[0]!;
    await score(judges[0]!, semi.sparringId, [{ round: 0, redPoints: 9, bluePoints: 8 }]).expect(200);
    await score(judges[1]!, semi.sparringId, [{ round: 0, redPoints: 9, bluePoints: 8 }]).expect(200);
    await ctx.api().post(`/sparrings/${semi.sparringId}/finish`).set(organizer.auth).expect(200);
    const finalId = (await ctx.api().get(`/battles/${s.battle}/brackets`)).body.final.sparringId as number;
    expect((await read(finalId)).red!.id).toBe(semi.red);

    expect((await ctx.api().delete(`/sparrings/${semi.sparringId}/judge`).set(host.auth)).status).toBe(403);
    const reset = (await ctx.api().delete(`/sparrings/${semi.sparringId}/judge`).set(organizer.auth).expect(200))
      .body as Sparring;
    expect(reset).toMatchObject({ status: 'open', winnerId: 0, extraRounds: 0, red: { totalPoints: 0 } });
    expect(reset.rounds[0]!.scores.every((x) => x.redPoints === null)).toBe(true);
    expect((await read(finalId)).red).toBeNull();
  });

  it('a reset is refused while the next sparring already has points', async () => {
    const s = await stageBracket(ctx.db, { event, size: 4, judges: [judges[0]!.profileId] });
    await ctx.api().post(`/battles/${s.battle}/seed`).set(organizer.auth).send(s.first).expect(200);
    for (const x of s.first)
      await ctx.api().post(`/admin/sparrings/${x.sparringId}/set-winner/${x.red}`).set(organizer.auth).expect(200);
    const finalId = (await ctx.api().get(`/battles/${s.battle}/brackets`)).body.final.sparringId as number;
    await score(judges[0]!, finalId, [{ round: 0, redPoints: 9, bluePoints: 8 }]).expect(200);
    const res = await ctx.api().delete(`/sparrings/${s.first[0]!.sparringId}/judge`).set(organizer.auth);
    expect({ status: res.status, message: res.body.error.message }).toEqual({
      status: 409,
      message: BRACKET_REASONS.nextDecided,
    });
  });
});

describe('POST /admin/sparrings/:id/set-winner/:winnerId', () => {
  it('picks a side of a sparring without points; refuses another id and a sparring with points', async () => {
    const s = await final(1);
    const wrong = await ctx.api().post(`/admin/sparrings/${s.id}/set-winner/${organizer.profileId}`).set(organizer.auth);
    expect(wrong.body.error).toMatchObject({ message: BRACKET_REASONS.notASide, details: { field: 'params.winnerId' } });
    await score(judges[0]!, s.id, [{ round: 0, redPoints: 9, bluePoints: 8 }]).expect(200);
    const scored = await ctx.api().post(`/admin/sparrings/${s.id}/set-winner/${s.red}`).set(organizer.auth);
    expect({ status: scored.status, message: scored.body.error.message }).toEqual({
      status: 409,
      message: BRACKET_REASONS.hasPoints,
    });
  });
});

describe('a bye', () => {
  it('an editor moves a lone entrant on by picking them; nobody can score a sparring with one side', async () => {
    const s = await stageBracket(ctx.db, { event, size: 4, judges: [judges[0]!.profileId] });
    const [semi, other] = s.first;
    await ctx
      .api()
      .post(`/battles/${s.battle}/seed`)
      .set(organizer.auth)
      .send([{ ...semi!, blue: null }, other!])
      .expect(200);
    const lone = await read(semi!.sparringId, judges[0]);
    expect(lone.permissions).toMatchObject({ canSetScore: false });
    const refused = await score(judges[0]!, semi!.sparringId, [{ round: 0, redPoints: 9, bluePoints: 8 }]);
    expect({ status: refused.status, message: refused.body.error.message }).toEqual({
      status: 409,
      message: BRACKET_REASONS.sidesMissing,
    });
    expect((await read(semi!.sparringId, organizer)).permissions.canSetWinner).toBe(true);
    await ctx.api().post(`/admin/sparrings/${semi!.sparringId}/set-winner/${semi!.red}`).set(organizer.auth).expect(200);
    const finalId = (await ctx.api().get(`/battles/${s.battle}/brackets`)).body.final.sparringId as number;
    expect((await read(finalId)).red!.id).toBe(semi!.red);
  });
});

describe('POST /sparrings/:id/audience/:value', () => {
  it('only checked-in people vote, once; totals appear after voting and always to staff', async () => {
    const s = await final(1);
    const fan = await createSignedInDancer(ctx.db, { dancerName: 'Fan' });
    const outside = await createSignedInDancer(ctx.db, { dancerName: 'Outside' });
    const ticketOnly = await createSignedInDancer(ctx.db, { dancerName: 'Not yet in' });
    await f.attend(event, fan.profileId, true);
    await f.attend(event, ticketOnly.profileId, false);

    const before = await read(s.id, fan);
    expect(before.permissions.canSetAudienceScore).toBe(true);
    expect(before.red!.audiencePoints).toBeNull();
    expect((await read(s.id, outside)).permissions.canSetAudienceScore).toBe(false);

    for (const who of [outside, ticketOnly]) {
      const res = await ctx.api().post(`/sparrings/${s.id}/audience/red`).set(who.auth);
      expect({ status: res.status, error: res.body.error }).toEqual({
        status: 403,
        error: { code: 'vote_needs_check_in', message: VOTE_REFUSALS.vote_needs_check_in },
      });
    }
    expect((await ctx.api().post(`/sparrings/${s.id}/audience/green`).set(fan.auth)).body.error.details.field).toBe(
      'params.value',
    );
    const anonymous = await ctx.api().post(`/sparrings/${s.id}/audience/red`);
    expect({ status: anonymous.status, code: anonymous.body.error.code }).toEqual({ status: 401, code: 'unauthorized' });

    const voted = (await ctx.api().post(`/sparrings/${s.id}/audience/blue`).set(fan.auth).expect(200)).body as Sparring;
    expect(voted).toMatchObject({ audienceVote: 'blue', red: { audiencePoints: 0 }, blue: { audiencePoints: 1 } });
    expect(voted.permissions.canSetAudienceScore).toBe(false);
    const again = await ctx.api().post(`/sparrings/${s.id}/audience/red`).set(fan.auth);
    expect({ status: again.status, error: again.body.error }).toEqual({
      status: 409,
      error: { code: 'already_voted', message: VOTE_REFUSALS.already_voted },
    });
    expect((await read(s.id, outside)).blue!.audiencePoints).toBeNull();
    expect((await read(s.id, host)).blue!.audiencePoints).toBe(1);
    expect((await read(s.id)).blue!.audiencePoints).toBeNull();
  });

  it('the sparring’s own dancers do not vote in it, checked in or not; the other sparrings’ do', async () => {
    const s = await final(1);
    const red = s.dancers[s.seeds.indexOf(s.red)]![0]!;
    await f.attend(event, red.profileId, true);
    const seen = await read(s.id, red);
    expect(seen.permissions).toMatchObject({ canSetAudienceScore: false, competes: true });
    const res = await ctx.api().post(`/sparrings/${s.id}/audience/red`).set(red.auth);
    expect({ status: res.status, error: res.body.error }).toEqual({
      status: 403,
      error: { code: 'vote_own_sparring', message: VOTE_REFUSALS.vote_own_sparring },
    });
    // A dancer of another bracket of the day is the audience here.
    const other = await final(1);
    const guest = other.dancers[0]![0]!;
    await f.attend(event, guest.profileId, true);
    expect((await read(s.id, guest)).permissions).toMatchObject({ canSetAudienceScore: true, competes: false });
    await ctx.api().post(`/sparrings/${s.id}/audience/blue`).set(guest.auth).expect(200);
  });

  it('names why: voting is closed once the sparring is decided, and not open while a side is missing', async () => {
    const fan = await createSignedInDancer(ctx.db, { dancerName: 'Late fan' });
    await f.attend(event, fan.profileId, true);
    const s = await final(1);
    await ctx.api().post(`/admin/sparrings/${s.id}/set-winner/${s.red}`).set(organizer.auth).expect(200);
    const closed = await ctx.api().post(`/sparrings/${s.id}/audience/blue`).set(fan.auth);
    expect({ status: closed.status, error: closed.body.error }).toEqual({
      status: 409,
      error: { code: 'voting_closed', message: VOTE_REFUSALS.voting_closed },
    });

    const bye = await stageBracket(ctx.db, { event, size: 4, judges: [judges[0]!.profileId] });
    const [semi, other] = bye.first;
    await ctx
      .api()
      .post(`/battles/${bye.battle}/seed`)
      .set(organizer.auth)
      .send([{ ...semi!, blue: null }, other!])
      .expect(200);
    const early = await ctx.api().post(`/sparrings/${semi!.sparringId}/audience/red`).set(fan.auth);
    expect({ status: early.status, error: early.body.error }).toEqual({
      status: 409,
      error: { code: 'voting_not_open', message: VOTE_REFUSALS.voting_not_open },
    });
  });
});
