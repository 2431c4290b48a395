import { BATTLE_NOTIFICATION_TYPES, ERRORS, REGISTRATION_REASONS, type Battle } from '@cypher/contracts';
import { createTestContext, type TestContext } from './helpers/test-app.js';
import { createSignedInDancer, type SignedInDancer } from './helpers/auth.js';
import { fixtures } from './helpers/fixtures.js';

// Registration writes: solo register/unregister with cap and waitlist, signing, crews, admin tools,
// winners and the CSV. The role × action matrix is in battle-permissions.test.ts.
let ctx: TestContext;
let f: ReturnType<typeof fixtures>;
let org: number;
let event: number;
let organizer: SignedInDancer;
let host: SignedInDancer;

beforeAll(async () => {
  ctx = await createTestContext();
  f = fixtures(ctx.db);
  organizer = await createSignedInDancer(ctx.db, { dancerName: 'Org Anizer' });
  host = await createSignedInDancer(ctx.db, { dancerName: 'Hosty' });
  org = await f.org({ name: 'Reg League', agreement: true, waiver: true, version: '3' });
  event = await f.event({ title: 'Reg Jam', startDays: 5, endDays: 6, orgId: org });
  await f.staff(event, organizer.profileId, 'organizer');
  await f.staff(event, host.profileId, 'host');
}, 60_000);
afterAll(() => ctx.close());

let made = 0;
async function dancer(o: { signed?: boolean } = {}) {
  const name = `Reg Dancer ${++made}`;
  const d = { ...(await createSignedInDancer(ctx.db, { dancerName: name })), name };
  if (o.signed !== false) {
    await f.signature(d.profileId, org, 'agreement', { version: '3' });
    await f.signature(d.profileId, org, 'waiver', { version: '3' });
  }
  return d;
}
const notificationsOf = (userId: number, type: string) =>
  ctx.db('notifications').where({ user_id: userId, type }).select('text', 'link');

describe('1 vs 1 registration', () => {
  it('registers up to the cap, waitlists beyond it, and promotes the first waiting dancer once', async () => {
    const battle = await f.battle(event, { title: 'Cap Two', orgId: org, cap: 'registration', limit: 2 });
    const [a, b, c, d] = [await dancer(), await dancer(), await dancer(), await dancer()];
    for (const who of [a, b, c, d]) await ctx.api().post(`/battles/${battle}/dancer`).set(who.auth).expect(200);
    const full = await ctx.api().get(`/battles/${battle}`).set(c.auth).expect(200);
    expect(full.body.participants.map((p: { id: number }) => p.id)).toEqual([a.profileId, b.profileId]);
    expect(full.body.waitList.map((p: { id: number }) => p.id)).toEqual([c.profileId, d.profileId]);
    expect(full.body.permissions).toMatchObject({ registered: true, waitlisted: true });

    // A retry changes nothing.
    await ctx.api().post(`/battles/${battle}/dancer`).set(a.auth).expect(200);
    const freed = await ctx.api().delete(`/battles/${battle}/dancer`).set(a.auth).expect(200);
    expect(freed.body.participants.map((p: { id: number }) => p.id)).toEqual([b.profileId, c.profileId]);
    expect(freed.body.waitList.map((p: { id: number }) => p.id)).toEqual([d.profileId]);
    expect(await notificationsOf(c.profileId, BATTLE_NOTIFICATION_TYPES.promoted)).toEqual([
      { text: 'A spot opened: you are off the waitlist and registered in Cap Two', link: `/battle/${battle}` },
    ]);
    await ctx.api().delete(`/battles/${battle}/dancer`).set(a.auth).expect(200);
    expect(await notificationsOf(c.profileId, BATTLE_NOTIFICATION_TYPES.promoted)).toHaveLength(1);
    expect(await notificationsOf(d.profileId, BATTLE_NOTIFICATION_TYPES.promoted)).toHaveLength(0);
  });

  it('asks for the documents first, then registers after signing', async () => {
    const battle = await f.battle(event, { title: 'Paper', orgId: org });
    const who = await dancer({ signed: false });
    const refused = await ctx.api().post(`/battles/${battle}/dancer`).set(who.auth).expect(409);
    expect(refused.body.error.message).toBe(REGISTRATION_REASONS.signAgreement);
    const signed = await ctx.api().post(`/battles/${battle}/sign-agreement`).set(who.auth).expect(200);
    expect(signed.body.orgLegalDocs.agreementSignedAt).toEqual(expect.any(String));
    expect((await ctx.api().post(`/battles/${battle}/dancer`).set(who.auth).expect(409)).body.error.message).toBe(
      REGISTRATION_REASONS.signWaiver,
    );
    await ctx.api().post(`/battles/${battle}/sign-waiver`).set(who.auth).expect(200);
    const row = await ctx.db('legal_signatures').where({ user_id: who.profileId, document: 'waiver' }).first();
    expect(row.version).toBe('3');
    const done = await ctx.api().post(`/battles/${battle}/dancer`).set(who.auth).expect(200);
    expect(done.body.permissions.registered).toBe(true);
  });

  it('refuses judges, the organizer and crew battles', async () => {
    const battle = await f.battle(event, { title: 'Refusals', orgId: org });
    const judge = await dancer();
    await f.judge(battle, judge.profileId);
    expect((await ctx.api().post(`/battles/${battle}/dancer`).set(judge.auth).expect(403)).body.error.message).toBe(
      REGISTRATION_REASONS.judge,
    );
    expect((await ctx.api().post(`/battles/${battle}/dancer`).set(organizer.auth).expect(403)).body.error.message).toBe(
      REGISTRATION_REASONS.staff,
    );
    const crews = await f.battle(event, { title: 'Crews only', crewSize: 2 });
    await ctx.api().post(`/battles/${crews}/dancer`).set(judge.auth).expect(409);
  });
});

describe('crews', () => {
  it('registers a crew with invitations; invitees accept or decline; never in two crews', async () => {
    const battle = await f.battle(event, { title: 'Trios', orgId: org, crewSize: 3 });
    const [lead, one, two, outsider] = [await dancer(), await dancer(), await dancer(), await dancer()];
    const created = await ctx
      .api()
      .post(`/crews/${battle}`)
      .set(lead.auth)
      .send({ eventId: event, name: '  Rocksteady  ', userIds: [one.profileId, two.profileId] })
      .expect(200);
    const crew = created.body.crews[0];
    expect(crew.name).toBe('Rocksteady');
    // Invitations: unconfirmed, and not requests to join (the invitee answers them).
    expect(
      crew.participants.map((p: { id: number; confirmed: boolean; joinRequest: boolean }) => [p.id, p.confirmed, p.joinRequest]),
    ).toEqual([
      [lead.profileId, true, false],
      [one.profileId, false, false],
      [two.profileId, false, false],
    ]);
    expect(await notificationsOf(one.profileId, BATTLE_NOTIFICATION_TYPES.invitation)).toEqual([
      { text: 'You are invited to crew Rocksteady in Trios', link: `/battle/${battle}` },
    ]);
    const accepted = await ctx.api().post(`/crews/${battle}/${crew.id}/accept`).set(one.auth).expect(200);
    expect(accepted.body.crews[0].participants[1].confirmed).toBe(true);
    expect(await notificationsOf(lead.profileId, BATTLE_NOTIFICATION_TYPES.accepted)).toHaveLength(1);
    const declined = await ctx.api().post(`/crews/${battle}/${crew.id}/decline`).set(two.auth).expect(200);
    expect(declined.body.crews[0].participants).toHaveLength(2);

    // one is confirmed in Rocksteady: no second crew may take them.
    const twice = await ctx
      .api()
      .post(`/crews/${battle}`)
      .set(outsider.auth)
      .send({ eventId: event, name: 'Copycats', userIds: [one.profileId] })
      .expect(409);
    expect(twice.body.error.message).toBe(REGISTRATION_REASONS.memberInAnotherCrew(one.name));
  });

  it('validates the crew: name required, event, size, judges refused', async () => {
    const battle = await f.battle(event, { title: 'Duos', orgId: org, crewSize: 2 });
    const [lead, a, b, judge] = [await dancer(), await dancer(), await dancer(), await dancer()];
    await f.judge(battle, judge.profileId);
    const send = (body: object) => ctx.api().post(`/crews/${battle}`).set(lead.auth).send(body);
    const blank = await send({ eventId: event, name: '   ', userIds: [] }).expect(400);
    expect(blank.body.error).toMatchObject({ message: ERRORS.crewNameRequired, details: { field: 'body.name' } });
    expect((await send({ eventId: event + 999, name: 'X', userIds: [] }).expect(400)).body.error.details.field).toBe(
      'body.eventId',
    );
    expect(
      (await send({ eventId: event, name: 'X', userIds: [a.profileId, b.profileId] }).expect(400)).body.error.details.field,
    ).toBe('body.userIds');
    const withJudge = await send({ eventId: event, name: 'X', userIds: [judge.profileId] }).expect(403);
    expect(withJudge.body.error.message).toBe(REGISTRATION_REASONS.memberIsJudge(judge.name));
  });

  it('join requests wait for the crew; the last confirmed member leaving frees the spot for the waitlist', async () => {
    const battle = await f.battle(event, { title: 'One Crew Cap', orgId: org, crewSize: 2, cap: 'registration', limit: 1 });
    const [lead, joiner, second] = [await dancer(), await dancer(), await dancer()];
    const first = await ctx
      .api()
      .post(`/crews/${battle}`)
      .set(lead.auth)
      .send({ eventId: event, name: 'Firsts', userIds: [] })
      .expect(200);
    const crewId = first.body.crews[0].id;
    const waiting = await ctx
      .api()
      .post(`/crews/${battle}`)
      .set(second.auth)
      .send({ eventId: event, name: 'Seconds', userIds: [] })
      .expect(200);
    expect(waiting.body.crews.map((c: { name: string; inWaitlist: boolean }) => [c.name, c.inWaitlist])).toEqual([
      ['Firsts', false],
      ['Seconds', true],
    ]);
    const joinerIn = (body: Battle) =>
      body.crews.find((c) => c.id === crewId)!.participants.find((p) => p.id === joiner.profileId);
    const requested = await ctx.api().post(`/crews/${battle}/${crewId}/join`).set(joiner.auth).expect(200);
    expect(joinerIn(requested.body)).toMatchObject({ confirmed: false, joinRequest: true });
    await ctx.api().post(`/crews/${battle}/${crewId}/accept`).set(joiner.auth).expect(403);
    const taken = await ctx.api().post(`/admin/crews/${battle}/${crewId}/accept/${joiner.profileId}`).set(lead.auth).expect(200);
    expect(joinerIn(taken.body)).toMatchObject({ confirmed: true, joinRequest: false });
    await ctx.api().post(`/crews/${battle}/${crewId}/unregister`).set(lead.auth).expect(200);
    const stillThere = await ctx.api().post(`/crews/${battle}/${crewId}/unregister`).set(joiner.auth).expect(200);
    expect(stillThere.body.crews.map((c: { name: string; inWaitlist: boolean }) => [c.name, c.inWaitlist])).toEqual([
      ['Seconds', false],
    ]);
    expect(await notificationsOf(second.profileId, BATTLE_NOTIFICATION_TYPES.promoted)).toHaveLength(1);
  });
});

describe('admin tools', () => {
  it('lets editors register signed dancers, sign for a dancer, and staff unregister', async () => {
    const battle = await f.battle(event, { title: 'Admin Solo', orgId: org });
    const unsigned = await dancer({ signed: false });
    const ready = await dancer();
    const refused = await ctx
      .api()
      .post(`/admin/battles/${battle}/register`)
      .set(organizer.auth)
      .send({ userIds: [ready.profileId, unsigned.profileId] })
      .expect(409);
    expect(refused.body.error.message).toBe(REGISTRATION_REASONS.memberMustSign(unsigned.name));
    for (const doc of ['agreement', 'waiver']) {
      const res = await ctx
        .api()
        .post(`/admin/battles/${battle}/sign-${doc}/${unsigned.profileId}`)
        .set(organizer.auth)
        .expect(200);
      expect(res.body.signedAt).toEqual(expect.any(String));
    }
    const listed = await ctx.api().get(`/admin/battles/${battle}/users?k=reg dancer&pp=50`).set(organizer.auth).expect(200);
    expect(listed.body.find((u: { id: number }) => u.id === unsigned.profileId)).toMatchObject({
      registered: false,
      agreementSignedAt: expect.any(String),
    });
    const registered = await ctx
      .api()
      .post(`/admin/battles/${battle}/register`)
      .set(organizer.auth)
      .send({ userIds: [ready.profileId, unsigned.profileId] })
      .expect(200);
    expect(registered.body.participants).toHaveLength(2);
    const out = await ctx
      .api()
      .post(`/admin/battles/${battle}/unregister`)
      .set(host.auth)
      .send({ userId: ready.profileId })
      .expect(200);
    expect(out.body.participants.map((p: { id: number }) => p.id)).toEqual([unsigned.profileId]);
  });

  it('staff confirm an invitee only once they signed, with the refusal the invitee gets', async () => {
    const battle = await f.battle(event, { title: 'Unsigned Invitee', orgId: org, crewSize: 2 });
    const [lead, lotus] = [await dancer(), await dancer({ signed: false })];
    const created = await ctx
      .api()
      .post(`/crews/${battle}`)
      .set(lead.auth)
      .send({ eventId: event, name: 'Lotus Crew', userIds: [lotus.profileId] })
      .expect(200);
    const crewId = created.body.crews[0].id;
    const confirmed = async () =>
      (await ctx.db('battle_entries').where({ crew_id: crewId, user_id: lotus.profileId }).first()).confirmed_at;
    const refusal = async (who: SignedInDancer, path: string) => {
      const res = await ctx.api().post(path).set(who.auth);
      return { status: res.status, message: res.body.error?.message };
    };
    const own = `/crews/${battle}/${crewId}/accept`;
    const byStaff = `/admin/crews/${battle}/${crewId}/accept/${lotus.profileId}`;
    const agreement = { status: 409, message: REGISTRATION_REASONS.signAgreement };

    expect(await refusal(lotus, own)).toEqual(agreement);
    expect(await refusal(host, byStaff)).toEqual(agreement);
    expect(await refusal(organizer, byStaff)).toEqual(agreement);
    expect(await confirmed()).toBeNull();
    // An editor records her agreement on paper; the waiver is still missing.
    await ctx.api().post(`/admin/battles/${battle}/sign-agreement/${lotus.profileId}`).set(organizer.auth).expect(200);
    expect(await refusal(host, byStaff)).toEqual({ status: 409, message: REGISTRATION_REASONS.signWaiver });
    expect(await confirmed()).toBeNull();
    await ctx.api().post(`/admin/battles/${battle}/sign-waiver/${lotus.profileId}`).set(organizer.auth).expect(200);
    const accepted = await ctx.api().post(byStaff).set(host.auth).expect(200);
    expect(accepted.body.crews[0].participants.map((p: { confirmed: boolean }) => p.confirmed)).toEqual([true, true]);
  });

  it('a crew member confirms a request to join only while the requester’s signatures are current', async () => {
    const battle = await f.battle(event, { title: 'Old Signatures', orgId: org, crewSize: 2 });
    const [lead, joiner] = [await dancer(), await dancer()];
    const created = await ctx
      .api()
      .post(`/crews/${battle}`)
      .set(lead.auth)
      .send({ eventId: event, name: 'Versioned', userIds: [] })
      .expect(200);
    const crewId = created.body.crews[0].id;
    await ctx.api().post(`/crews/${battle}/${crewId}/join`).set(joiner.auth).expect(200);
    // The organization publishes a new agreement: signatures of version 3 no longer count.
    await ctx.db('orgs').where({ id: org }).update({ agreement_version: '4' });
    try {
      const res = await ctx.api().post(`/admin/crews/${battle}/${crewId}/accept/${joiner.profileId}`).set(lead.auth);
      expect({ status: res.status, message: res.body.error?.message }).toEqual({
        status: 409,
        message: REGISTRATION_REASONS.signAgreement,
      });
    } finally {
      await ctx.db('orgs').where({ id: org }).update({ agreement_version: '3' });
    }
  });

  it('offers editors only dancers who may compete: not the organizer, nor a judge', async () => {
    const battle = await f.battle(event, { title: 'Judged Solo', orgId: org });
    const judge = await dancer();
    const competitor = await dancer();
    await f.judge(battle, judge.profileId);
    const listed = async (name: string) =>
      (await ctx.api().get(`/admin/battles/${battle}/users`).query({ k: name, pp: 50 }).set(organizer.auth).expect(200)).body.map(
        (u: { id: number }) => u.id,
      );
    expect(await listed(competitor.name)).toContain(competitor.profileId);
    expect(await listed(judge.name)).not.toContain(judge.profileId);
    expect(await listed('Org Anizer')).not.toContain(organizer.profileId);
  });

  it('downloads the participants as CSV named after the battle, for staff', async () => {
    const battle = await f.battle(event, { title: 'Crew "CSV" Clash', crewSize: 2 });
    const lead = await dancer();
    await ctx
      .api()
      .post(`/crews/${battle}`)
      .set(lead.auth)
      .send({ eventId: event, name: '=Formula, Crew', userIds: [] })
      .expect(200);
    const res = await ctx.api().get(`/battles/${battle}/download`).set(host.auth).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('filename="Crew  CSV  Clash.csv"');
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe('Crew,Dancer,Number,Checked in,Confirmed,Waitlist,Agreement signed,Waiver signed');
    expect(lines[1]).toBe(`"'=Formula, Crew",${lead.name},,no,yes,no,,`);
    await ctx.api().get(`/battles/${battle}/download`).set(lead.auth).expect(403);
    await ctx.api().get(`/battles/${battle}/download`).expect(401);
  });
});

describe('winners', () => {
  it('saves one crew per place, feeds the leaderboard and notifies each dancer once', async () => {
    const battle = await f.battle(event, { title: 'Final Four', orgId: org, crewSize: 2 });
    const [a, b] = [await dancer(), await dancer()];
    const ca = (
      await ctx.api().post(`/crews/${battle}`).set(a.auth).send({ eventId: event, name: 'Alphas', userIds: [] }).expect(200)
    ).body.crews[0].id;
    const cb = (
      await ctx.api().post(`/crews/${battle}`).set(b.auth).send({ eventId: event, name: 'Betas', userIds: [] }).expect(200)
    ).body.crews[1].id;
    const twice = await ctx
      .api()
      .post(`/battles/${battle}/winners`)
      .set(organizer.auth)
      .send([
        { id: ca, place: 1 },
        { id: ca, place: 2 },
      ]);
    expect(twice.status).toBe(400);
    expect(twice.body.error).toMatchObject({ message: ERRORS.sameCrewTwice, details: { field: 'body.1.id' } });
    const saved = await ctx
      .api()
      .post(`/battles/${battle}/winners`)
      .set(organizer.auth)
      .send([
        { id: ca, place: 1 },
        { id: cb, place: 2 },
      ]);
    expect(saved.status).toBe(200);
    expect(saved.body.winners.map((w: { name: string; place: number }) => [w.place, w.name])).toEqual([
      [1, 'Alphas'],
      [2, 'Betas'],
    ]);
    const standing = await ctx.db('leaderboard_standings').where({ org_id: org, user_id: a.profileId, year: 2026 }).first();
    expect(Number(standing.points)).toBeGreaterThan(0);
    await ctx
      .api()
      .post(`/battles/${battle}/winners`)
      .set(organizer.auth)
      .send([
        { id: ca, place: 1 },
        { id: cb, place: 2 },
      ])
      .expect(200);
    expect(await notificationsOf(a.profileId, BATTLE_NOTIFICATION_TYPES.results)).toEqual([
      { text: 'Results of Final Four: 1st Place', link: `/battle/${battle}` },
    ]);
    // Swapping places moves the points.
    await ctx
      .api()
      .post(`/battles/${battle}/winners`)
      .set(organizer.auth)
      .send([{ id: cb, place: 1 }])
      .expect(200);
    expect(
      await ctx.db('leaderboard_standings').where({ org_id: org, user_id: a.profileId, year: 2026 }).first(),
    ).toBeUndefined();
  });

  it('takes two entries at Top 4 and one at 1st, naming the place that is full', async () => {
    const battle = await f.battle(event, { title: 'Top Four Solo', orgId: org });
    const who = [await dancer(), await dancer(), await dancer(), await dancer()];
    for (const d of who) await f.entry(battle, d.profileId);
    const [a, b, c, d] = who.map((w) => w.profileId);
    const send = (body: object[]) => ctx.api().post(`/battles/${battle}/winners`).set(organizer.auth).send(body);
    const saved = await send([
      { id: a, place: 1 },
      { id: b, place: 2 },
      { id: c, place: 4 },
      { id: d, place: 4 },
    ]).expect(200);
    expect(saved.body.winners.map((w: { id: number; place: number }) => [w.place, w.id])).toEqual([
      [1, a],
      [2, b],
      [4, c],
      [4, d],
    ]);
    // Saving what is shown again, unchanged, holds.
    await send(saved.body.winners.map((w: { id: number; place: number }) => ({ id: w.id, place: w.place }))).expect(200);
    const twoFirsts = await send([
      { id: a, place: 1 },
      { id: b, place: 1 },
    ]).expect(400);
    expect(twoFirsts.body.error).toMatchObject({ message: '1st Place takes one winner', details: { field: 'body.1.place' } });
    const threeFours = await send([
      { id: a, place: 4 },
      { id: b, place: 4 },
      { id: c, place: 4 },
    ]).expect(400);
    expect(threeFours.body.error).toMatchObject({ message: 'Top 4 takes at most 2 winners', details: { field: 'body.2.place' } });
  });

  it('gives no points in a battle of the product itself', async () => {
    const product = await f.event({ title: 'Product Jam', startDays: -3, endDays: -2 });
    const battle = await f.battle(product, { title: 'Product Solo' });
    const who = await createSignedInDancer(ctx.db, { dancerName: 'Pro Duct' });
    await f.entry(battle, who.profileId);
    const admin = await createSignedInDancer(ctx.db);
    await f.staff(product, admin.profileId, 'admin');
    // A past event: its classic battle can still get winners.
    const res = await ctx
      .api()
      .post(`/battles/${battle}/winners`)
      .set(admin.auth)
      .send([{ id: who.profileId, place: 1 }])
      .expect(200);
    expect(res.body.winners).toEqual([
      {
        place: 1,
        id: who.profileId,
        name: 'Pro Duct',
        participants: [{ id: who.profileId, dancerName: 'Pro Duct', avatar: null }],
      },
    ]);
    expect(await ctx.db('leaderboard_standings').where({ user_id: who.profileId })).toEqual([]);
  });
});
