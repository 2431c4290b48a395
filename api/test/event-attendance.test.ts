import { createTestContext, type TestContext } from './helpers/test-app.js';
import { fixtures } from './helpers/fixtures.js';
import { createSignedInDancer, type SignedInDancer } from './helpers/auth.js';

/** GET /events/:id answers the caller's own place at the event, read from `attendances`. */
let ctx: TestContext;
let event: number;
let pastEvent: number;
let solo: number;
let crews: number;
let paidTier: number;
const dancers: Record<'checkedIn' | 'ticket' | 'payAtDoor' | 'nobody' | 'organizer' | 'host' | 'dj', SignedInDancer> =
  {} as never;

beforeAll(async () => {
  ctx = await createTestContext();
  const f = fixtures(ctx.db);
  event = await f.event({ title: 'Bronx Winter Jam', startDays: -0.5, endDays: 0.5 });
  pastEvent = await f.event({ title: 'Last Year', startDays: -300, endDays: -299 });
  paidTier = await f.tier(event, 1500, 0);
  for (const who of Object.keys({ checkedIn: 1, ticket: 1, payAtDoor: 1, nobody: 1, organizer: 1, host: 1, dj: 1 })) {
    dancers[who as keyof typeof dancers] = await createSignedInDancer(ctx.db, { dancerName: `Attendance ${who}` });
  }
  await f.staff(event, dancers.organizer.profileId, 'organizer');
  await f.staff(event, dancers.host.profileId, 'host');
  await f.staff(event, dancers.dj.profileId, 'dj');
  await f.attend(event, dancers.checkedIn.profileId, true);
  await f.attend(event, dancers.ticket.profileId, false);
  await f.attend(event, dancers.payAtDoor.profileId, false);
  await ctx.db('attendances').where({ event_id: event }).update({ tier_id: paidTier, payment: 'card', amount: 1650 });
  await ctx
    .db('attendances')
    .where({ event_id: event, user_id: dancers.payAtDoor.profileId })
    .update({ payment: 'cash_pending' });
  await f.attend(pastEvent, dancers.checkedIn.profileId, true);
  solo = await f.battle(event, { title: '1 vs 1' });
  crews = await f.battle(event, { title: '2 vs 2', crewSize: 2 });
  await f.entry(solo, dancers.ticket.profileId);
  const crew = await f.crew(crews, 'Rockers');
  await f.entry(crews, dancers.checkedIn.profileId, { crewId: crew, waitlist: true });
});
afterAll(() => ctx.close());

const read = (id: number, who?: SignedInDancer) => {
  const request = ctx.api().get(`/events/${id}`);
  return (who ? request.set(who.auth) : request).expect(200);
};

describe('GET /events/:id for the caller', () => {
  it('a checked-in dancer: checked in, ticket, no check-in button', async () => {
    const { body } = await read(event, dancers.checkedIn);
    expect(body.permissions).toEqual({
      canEdit: false,
      canCheckIn: false,
      checkedIn: true,
      showCheckin: false,
      hasTicket: true,
      payAtDoor: false,
    });
    expect(body.tickets).toEqual([{ title: 'Tier 1', ticketFees: 100, ticketTaxes: 50, ticketSum: 1650 }]);
    expect(body.attendees).toBeUndefined();
  });

  it('a ticket holder not checked in yet: ticket and the check-in button', async () => {
    const { body } = await read(event, dancers.ticket);
    expect(body.permissions).toMatchObject({ checkedIn: false, showCheckin: true, hasTicket: true, payAtDoor: false });
    expect(body.tickets).toHaveLength(1);
  });

  it("'Pay & Check-In': no ticket yet, paying at the door", async () => {
    const { body } = await read(event, dancers.payAtDoor);
    expect(body.permissions).toMatchObject({ checkedIn: false, showCheckin: true, hasTicket: false, payAtDoor: true });
    expect(body.tickets).toEqual([]);
  });

  it('a dancer without a place, and a signed-out visitor: the check-in button only', async () => {
    for (const { body } of [await read(event, dancers.nobody), await read(event)]) {
      expect(body.permissions).toMatchObject({ checkedIn: false, showCheckin: true, hasTicket: false, payAtDoor: false });
      expect(body.tickets).toEqual([]);
    }
  });

  it('no check-in button once the event is over, even for those who went', async () => {
    const { body } = await read(pastEvent, dancers.checkedIn);
    expect(body.permissions).toMatchObject({ checkedIn: true, showCheckin: false, hasTicket: true });
    expect((await read(pastEvent, dancers.nobody)).body.permissions.showCheckin).toBe(false);
  });

  it('battle chips say where the caller is registered (a waitlisted crew entry counts)', async () => {
    const registered = async (who?: SignedInDancer) =>
      Object.fromEntries(
        (await read(event, who)).body.battles.map((b: { title: string; isRegistered: boolean }) => [b.title, b.isRegistered]),
      );
    expect(await registered(dancers.ticket)).toEqual({ '1 vs 1': true, '2 vs 2': false });
    expect(await registered(dancers.checkedIn)).toEqual({ '1 vs 1': false, '2 vs 2': true });
    expect(await registered(dancers.nobody)).toEqual({ '1 vs 1': false, '2 vs 2': false });
    expect(await registered()).toEqual({ '1 vs 1': false, '2 vs 2': false });
  });
});

describe('attendees (the check-in list)', () => {
  it('goes to the organizer and the host, with e-mail, payment and ticket', async () => {
    for (const who of [dancers.organizer, dancers.host]) {
      const { body } = await read(event, who);
      expect(body.permissions.canCheckIn).toBe(true);
      expect(body.attendees.map((a: { dancerName: string }) => a.dancerName)).toEqual([
        'Attendance checkedIn',
        'Attendance payAtDoor',
        'Attendance ticket',
      ]);
      expect(body.attendees[0]).toEqual({
        id: dancers.checkedIn.profileId,
        dancerName: 'Attendance checkedIn',
        avatar: null,
        email: expect.stringContaining('@example.test'),
        checkedIn: true,
        checkedInAt: '2026-06-15T12:00:00.000Z',
        hasTicket: true,
        payment: 'card',
        tickets: [{ title: 'Tier 1', cost: 1500 }],
      });
      expect(body.attendees[1]).toMatchObject({ checkedIn: false, hasTicket: false, payment: 'cash_pending' });
    }
    expect((await read(event, dancers.host)).body.permissions.canEdit).toBe(false);
  });

  it('is never sent to djs, dancers or visitors', async () => {
    for (const who of [dancers.dj, dancers.ticket, undefined]) {
      const { body } = await read(event, who);
      expect(body.attendees).toBeUndefined();
      expect(body.permissions.canCheckIn).toBe(false);
    }
  });
});
