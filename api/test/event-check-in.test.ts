import { createTestContext, type TestContext } from './helpers/test-app.js';
import { fixtures } from './helpers/fixtures.js';
import { createSignedInDancer } from './helpers/auth.js';
import { createEventCast, EDITORS, WHO, type EventCast, type Who } from './helpers/event-cast.js';

/** Check-in (self and by staff), un-check and battle numbers; role × action matrices. */
let ctx: TestContext;
let cast: EventCast;
let org: number;
let f: ReturnType<typeof fixtures>;

beforeAll(async () => {
  ctx = await createTestContext();
  f = fixtures(ctx.db);
  org = await f.org({ name: 'Door Crew' });
  cast = await createEventCast(ctx.db, org);
});
afterAll(() => ctx.close());

/** A published event happening now (the test clock is inside it), with one tier of `cost` cents. */
async function nowEvent(cost = 0, o: { startDays?: number; endDays?: number; status?: 'draft' | 'published' } = {}) {
  const id = await cast.event(org, {
    status: o.status ?? 'published',
    startDays: o.startDays ?? -0.5,
    endDays: o.endDays ?? 0.5,
  });
  await f.tier(id, cost);
  if (cost === 0) await ctx.db('tiers').where({ event_id: id }).update({ fees: 0, taxes: 0 });
  return id;
}

const dancer = (name: string) => createSignedInDancer(ctx.db, { dancerName: name });
const place = async (event: number, user: number) =>
  (await ctx.db('attendances').where({ event_id: event, user_id: user }).first()) as
    | {
        payment: string;
        checked_in_at: string | null;
        checked_in_by_user_id: number | null;
        tier_id: number | null;
        amount: number;
      }
    | undefined;

const allowed = (yes: Who[]): Record<Who, number> =>
  Object.fromEntries(WHO.map((w) => [w, w === 'anonymous' ? 401 : yes.includes(w) ? 200 : 403])) as Record<Who, number>;

describe.each([
  {
    name: 'POST /events/:id/checkin/:userId',
    send: async (w: Who) => {
      const event = await nowEvent();
      const guest = await dancer('Guest');
      return ctx.api().post(`/events/${event}/checkin/${guest.profileId}`).set(cast.headers[w]);
    },
  },
  {
    name: 'POST /admin/events/:eventId/uncheck/:userId',
    send: async (w: Who) => {
      const event = await nowEvent();
      const guest = await dancer('Guest');
      await f.attend(event, guest.profileId, true);
      return ctx.api().post(`/admin/events/${event}/uncheck/${guest.profileId}`).set(cast.headers[w]);
    },
  },
  {
    name: 'POST /events/:id/role',
    send: async (w: Who) => {
      const event = await nowEvent();
      const guest = await dancer('Guest');
      return ctx.api().post(`/events/${event}/role`).set(cast.headers[w]).send({ userId: guest.profileId, role: 'host' });
    },
  },
  {
    name: 'DELETE /events/:id/role',
    send: async (w: Who) => {
      const event = await nowEvent();
      const guest = await dancer('Guest');
      await f.staff(event, guest.profileId, 'dj');
      return ctx.api().delete(`/events/${event}/role`).set(cast.headers[w]).send({ userId: guest.profileId, role: 'dj' });
    },
  },
])('$name', ({ send }) => {
  const expected = allowed(EDITORS);
  it.each(WHO)('%s', async (who) => {
    expect((await send(who)).status).toBe(expected[who]);
  });
});

describe('POST /events/:id/checkin (self)', () => {
  const expected = allowed(WHO.filter((w) => w !== 'anonymous'));
  it.each(WHO)('%s', async (who) => {
    const event = await nowEvent();
    expect((await ctx.api().post(`/events/${event}/checkin`).set(cast.headers[who])).status).toBe(expected[who]);
  });

  it('on a free event: a free place, checked in at once, and the answer says so', async () => {
    const event = await nowEvent(0);
    const me = await dancer('Free Walker');
    const res = await ctx.api().post(`/events/${event}/checkin`).set(me.auth).expect(200);
    expect(res.body.permissions).toMatchObject({ checkedIn: true, hasTicket: true, showCheckin: false, payAtDoor: false });
    expect(await place(event, me.profileId)).toMatchObject({ payment: 'free', amount: 0, checked_in_by_user_id: me.profileId });
  });

  it("on a paid event: 'Pay & Check-In' — a cash_pending place, not checked in until staff take the cash", async () => {
    const event = await nowEvent(1500);
    const me = await dancer('Cash Walker');
    const res = await ctx.api().post(`/events/${event}/checkin`).set(me.auth).expect(200);
    expect(res.body.permissions).toMatchObject({ checkedIn: false, hasTicket: false, payAtDoor: true });
    expect(await place(event, me.profileId)).toMatchObject({ payment: 'cash_pending', amount: 1650, checked_in_at: null });
    // Pressing again changes nothing.
    await ctx.api().post(`/events/${event}/checkin`).set(me.auth).expect(200);
    const staff = await ctx.api().post(`/events/${event}/checkin/${me.profileId}`).set(cast.headers.admin).expect(200);
    expect(staff.body.attendees.find((a: { id: number }) => a.id === me.profileId)).toMatchObject({
      checkedIn: true,
      hasTicket: true,
      payment: 'cash',
    });
    expect((await ctx.api().get(`/events/${event}`).set(me.auth).expect(200)).body.permissions).toMatchObject({
      checkedIn: true,
      payAtDoor: false,
    });
  });

  it('a ticket bought before is checked in as it is', async () => {
    const event = await nowEvent(1500);
    const me = await dancer('Card Holder');
    await f.attend(event, me.profileId, false);
    await ctx.db('attendances').where({ event_id: event, user_id: me.profileId }).update({ payment: 'card' });
    await ctx.api().post(`/events/${event}/checkin`).set(me.auth).expect(200);
    expect(await place(event, me.profileId)).toMatchObject({ payment: 'card', checked_in_by_user_id: me.profileId });
  });

  it('only while the event is happening: 409 before and after, 404 for a draft', async () => {
    const me = await dancer('Too Early');
    const future = await nowEvent(0, { startDays: 1, endDays: 2 });
    const past = await nowEvent(0, { startDays: -3, endDays: -2 });
    const draft = await nowEvent(0, { status: 'draft' });
    for (const event of [future, past]) {
      const res = await ctx.api().post(`/events/${event}/checkin`).set(me.auth).expect(409);
      expect(res.body.error.message).toBe('Check-in is open only while the event is happening');
      await ctx.api().post(`/events/${event}/checkin/${me.profileId}`).set(cast.headers.admin).expect(409);
    }
    await ctx.api().post(`/events/${draft}/checkin`).set(me.auth).expect(404);
    expect(await place(future, me.profileId)).toBeUndefined();
  });
});

describe('staff check-in', () => {
  it('gives a walk-in a cash place on a paid event and a staff member a staff place', async () => {
    const event = await nowEvent(1000);
    const walkIn = await dancer('Walk In');
    const dj = await dancer('Staff Dj');
    await f.staff(event, dj.profileId, 'dj');
    await ctx.api().post(`/events/${event}/checkin/${walkIn.profileId}`).set(cast.headers.organizer).expect(200);
    await ctx.api().post(`/events/${event}/checkin/${dj.profileId}`).set(cast.headers.organizer).expect(200);
    expect(await place(event, walkIn.profileId)).toMatchObject({
      payment: 'cash',
      amount: 1150,
      checked_in_by_user_id: cast.profiles.organizer,
    });
    expect(await place(event, dj.profileId)).toMatchObject({ payment: 'staff', tier_id: null });
  });

  it('hosts check people in; djs do not', async () => {
    const event = await nowEvent();
    const host = await dancer('Door Host');
    const dj = await dancer('Door Dj');
    const guest = await dancer('Door Guest');
    await f.staff(event, host.profileId, 'host');
    await f.staff(event, dj.profileId, 'dj');
    await ctx.api().post(`/events/${event}/checkin/${guest.profileId}`).set(dj.auth).expect(403);
    await ctx.api().post(`/events/${event}/checkin/${guest.profileId}`).set(host.auth).expect(200);
    await ctx.api().post(`/admin/events/${event}/uncheck/${guest.profileId}`).set(host.auth).expect(200);
  });

  it('404 for an unknown dancer, and for un-checking one without a place', async () => {
    const event = await nowEvent();
    await ctx.api().post(`/events/${event}/checkin/999999`).set(cast.headers.admin).expect(404);
    const nobody = await dancer('Nobody');
    await ctx.api().post(`/admin/events/${event}/uncheck/${nobody.profileId}`).set(cast.headers.admin).expect(404);
  });
});

describe('battle numbers', () => {
  it('checking in numbers the dancer in each battle; a crew once all its members are in; un-check clears them', async () => {
    const event = await nowEvent();
    const [a, b, c] = [await dancer('Num A'), await dancer('Num B'), await dancer('Num C')];
    const solo = await f.battle(event, { title: 'Solo' });
    const duo = await f.battle(event, { title: 'Duo', crewSize: 2 });
    const capped = await f.battle(event, { title: 'Capped', cap: 'checkIn', limit: 1 });
    for (const d of [a, b]) await f.entry(solo, d.profileId);
    await f.entry(solo, c.profileId, { waitlist: true });
    const crew = await f.crew(duo, 'Duo Crew');
    await f.entry(duo, a.profileId, { crewId: crew });
    await f.entry(duo, b.profileId, { crewId: crew });
    for (const d of [a, b]) await f.entry(capped, d.profileId);

    const numbers = async (battle: number) =>
      Object.fromEntries(
        ((await ctx.db('battle_entries').where({ battle_id: battle })) as { user_id: number; rand_id: number | null }[]).map(
          (e) => [Number(e.user_id), e.rand_id === null ? null : Number(e.rand_id)],
        ),
      );
    const crewNumber = async () => ((await ctx.db('crews').where({ id: crew }).first()) as { rand_id: number | null }).rand_id;

    await ctx.api().post(`/events/${event}/checkin/${b.profileId}`).set(cast.headers.admin).expect(200);
    await ctx.api().post(`/events/${event}/checkin`).set(a.auth).expect(200);
    await ctx.api().post(`/events/${event}/checkin`).set(c.auth).expect(200);
    expect(await numbers(solo)).toEqual({ [b.profileId]: 1, [a.profileId]: 2, [c.profileId]: null });
    // The check-in cap of 1 numbers only the first dancer in.
    expect(await numbers(capped)).toEqual({ [b.profileId]: 1, [a.profileId]: null });
    expect(Number(await crewNumber())).toBe(1);

    await ctx.api().post(`/admin/events/${event}/uncheck/${a.profileId}`).set(cast.headers.admin).expect(200);
    expect(await numbers(solo)).toEqual({ [b.profileId]: 1, [a.profileId]: null, [c.profileId]: null });
    expect(await crewNumber()).toBeNull();
    expect(await place(event, a.profileId)).toMatchObject({ checked_in_at: null, checked_in_by_user_id: null });
    // Checked in again, the dancer gets the next number after the highest held (2 is free again).
    await ctx.api().post(`/events/${event}/checkin/${a.profileId}`).set(cast.headers.admin).expect(200);
    expect((await numbers(solo))[a.profileId]).toBe(2);
  });
});

describe('numbers for who registers after checking in', () => {
  it('a dancer registered after checking in, and a crew of checked-in dancers, are numbered by the registration and reach prelims', async () => {
    const event = await nowEvent();
    const [a, b] = [await dancer('Early A'), await dancer('Early B')];
    for (const d of [a, b]) await ctx.api().post(`/events/${event}/checkin`).set(d.auth).expect(200);
    const solo = await f.battle(event, { title: 'Late Solo' });
    const duo = await f.battle(event, { title: 'Late Duo', crewSize: 2 });

    await ctx.api().post(`/battles/${solo}/dancer`).set(a.auth).expect(200);
    const soloEntry = await ctx.db('battle_entries').where({ battle_id: solo, user_id: a.profileId }).first();
    expect(Number(soloEntry.rand_id)).toBe(1);

    const created = await ctx
      .api()
      .post(`/crews/${duo}`)
      .set(a.auth)
      .send({ eventId: event, name: 'Late Crew', userIds: [b.profileId] });
    expect(created.status).toBe(200);
    const crew = await ctx.db('crews').where({ battle_id: duo, name: 'Late Crew' }).first();
    // Every confirmed member (so far the one who registered) is checked in: the crew is numbered.
    expect(Number(crew.rand_id)).toBe(1);
    await ctx.api().post(`/crews/${duo}/${crew.id}/accept`).set(b.auth).expect(200);
    const members = await ctx.db('battle_entries').where({ battle_id: duo }).orderBy('user_id');
    expect(members.map((m: { rand_id: number | null }) => m.rand_id !== null)).toEqual([true, true]);

    const prelims = await ctx.api().get(`/battles/${duo}/prelims`).expect(200);
    expect(prelims.body.entries.map((e: { id: number; name: string }) => [e.id, e.name])).toEqual([
      [Number(crew.id), 'Late Crew'],
    ]);
    const soloPrelims = await ctx.api().get(`/battles/${solo}/prelims`).expect(200);
    expect(soloPrelims.body.entries.map((e: { id: number }) => e.id)).toEqual([a.profileId]);
  });

  it('a crew whose confirmed member has not checked in waits for that check-in', async () => {
    const event = await nowEvent();
    const [a, b] = [await dancer('Half A'), await dancer('Half B')];
    await ctx.api().post(`/events/${event}/checkin`).set(a.auth).expect(200);
    const duo = await f.battle(event, { title: 'Half Duo', crewSize: 2 });
    // b registers the crew (b is confirmed, not checked in) and a, checked in, accepts.
    await ctx
      .api()
      .post(`/crews/${duo}`)
      .set(b.auth)
      .send({ eventId: event, name: 'Half Crew', userIds: [a.profileId] })
      .expect(200);
    const crewId = Number((await ctx.db('crews').where({ battle_id: duo, name: 'Half Crew' }).first()).id);
    await ctx.api().post(`/crews/${duo}/${crewId}/accept`).set(a.auth).expect(200);
    const crewNumber = async () => (await ctx.db('crews').where({ id: crewId }).first()).rand_id;
    expect(await crewNumber()).toBeNull();
    await ctx.api().post(`/events/${event}/checkin`).set(b.auth).expect(200);
    expect(Number(await crewNumber())).toBe(1);
  });
});

describe('staff roles', () => {
  it('an event has one organizer: giving the role replaces the current one', async () => {
    const event = await nowEvent();
    const next = await dancer('Next Organizer');
    const res = await ctx
      .api()
      .post(`/events/${event}/role`)
      .set(cast.headers.creator)
      .send({ userId: next.profileId, role: 'organizer' })
      .expect(200);
    expect(res.body.organizer).toMatchObject({ id: next.profileId, dancerName: 'Next Organizer' });
    expect(await ctx.db('event_staff').where({ event_id: event, role: 'organizer' })).toHaveLength(1);
  });

  it('adds and removes admins, hosts and djs; adding twice changes nothing', async () => {
    const event = await nowEvent();
    const helper = await dancer('Helper');
    for (const role of ['admin', 'host', 'dj'] as const) {
      await ctx.api().post(`/events/${event}/role`).set(cast.headers.admin).send({ userId: helper.profileId, role }).expect(200);
    }
    const twice = await ctx
      .api()
      .post(`/events/${event}/role`)
      .set(cast.headers.admin)
      .send({ userId: helper.profileId, role: 'dj' })
      .expect(200);
    expect(twice.body.djs).toEqual([{ id: helper.profileId, dancerName: 'Helper', avatar: null }]);
    expect(twice.body.admins.map((u: { id: number }) => u.id)).toContain(helper.profileId);
    const removed = await ctx
      .api()
      .delete(`/events/${event}/role`)
      .set(cast.headers.admin)
      .send({ userId: helper.profileId, role: 'host' })
      .expect(200);
    expect(removed.body.hosts).toEqual([]);
  });

  it('names the field of bad input', async () => {
    const event = await nowEvent();
    const unknown = await ctx
      .api()
      .post(`/events/${event}/role`)
      .set(cast.headers.admin)
      .send({ userId: 999999, role: 'dj' })
      .expect(400);
    expect(unknown.body.error.details.field).toBe('body.userId');
    const badRole = await ctx
      .api()
      .post(`/events/${event}/role`)
      .set(cast.headers.admin)
      .send({ userId: cast.profiles.member, role: 'judge' })
      .expect(400);
    expect(badRole.body.error.details.field).toBe('body.role');
  });
});
