import { REGISTRATION_REASONS } from '@cypher/contracts';
import { createTestContext, type TestContext } from './helpers/test-app.js';
import { createSignedInDancer, type SignedInDancer } from './helpers/auth.js';
import { fixtures } from './helpers/fixtures.js';

// GET /battles/:id as each caller sees it: permissions, register card, signatures, hidden lists.
let ctx: TestContext;
const ids: Record<string, number> = {};
const who: Record<string, SignedInDancer> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  const f = fixtures(ctx.db);
  for (const name of ['organizer', 'host', 'orgAdmin', 'judge', 'dancer', 'member', 'signed', 'oldSigner', 'invitee', 'stranger'])
    who[name] = await createSignedInDancer(ctx.db, { dancerName: `Viewer ${name}` });
  ids.org = await f.org({ name: 'Legal League', agreement: true, waiver: true, version: '2' });
  await f.orgRole(ids.org, who.orgAdmin.profileId, 'admin');
  for (const name of ['member', 'signed']) await f.orgMember(ids.org, who[name].profileId);
  ids.event = await f.event({ title: 'Viewer Jam', startDays: 5, endDays: 6, orgId: ids.org });
  await f.staff(ids.event, who.organizer.profileId, 'organizer');
  await f.staff(ids.event, who.host.profileId, 'host');

  ids.solo = await f.battle(ids.event, { title: 'Solo', orgId: ids.org, cap: 'registration', limit: 2 });
  await f.judge(ids.solo, who.judge.profileId);
  await f.entry(ids.solo, who.dancer.profileId);
  await f.entry(ids.solo, who.member.profileId);
  await f.entry(ids.solo, who.invitee.profileId, { waitlist: true });
  await f.signature(who.signed.profileId, ids.org, 'agreement', { version: '2' });
  await f.signature(who.signed.profileId, ids.org, 'waiver', { version: '2' });
  await f.signature(who.oldSigner.profileId, ids.org, 'agreement', { version: '1' });
  await f.signature(who.oldSigner.profileId, ids.org, 'waiver', { version: '2', at: new Date('1999-12-31T12:00:00Z') });

  ids.crews = await f.battle(ids.event, { title: 'Crews', crewSize: 3, hide: true });
  await f.judge(ids.crews, who.judge.profileId);
  ids.crew = await f.crew(ids.crews, 'Hidden Heroes');
  await f.entry(ids.crews, who.dancer.profileId, { crewId: ids.crew });
  await f.entry(ids.crews, who.invitee.profileId, { crewId: ids.crew, confirmed: false });
  ids.other = await f.crew(ids.crews, 'Others');
  await f.entry(ids.crews, who.member.profileId, { crewId: ids.other });

  ids.membersOnly = await f.battle(ids.event, { title: 'Members', orgId: ids.org, membersOnly: true });
  const past = await f.event({ title: 'Old Jam', startDays: -10, endDays: -9 });
  ids.past = await f.battle(past, { title: 'Past' });
  ids.closed = await f.battle(ids.event, { title: 'Closed', status: 'prelims' });
}, 60_000);
afterAll(() => ctx.close());

const get = (id: number, dancer?: SignedInDancer) => {
  const req = ctx.api().get(`/battles/${id}`);
  return (dancer ? req.set(dancer.auth) : req).expect(200).then((res) => res.body);
};

describe('GET /battles/:id for each caller', () => {
  it('gives event editors canEdit and staff canDownload; others neither', async () => {
    const rows = await Promise.all(
      ['organizer', 'orgAdmin', 'host', 'dancer'].map(async (name) => {
        const battle = await get(ids.solo, who[name]);
        return [name, battle.canEdit, battle.canDownload, battle.event.canEdit, battle.event.isStaff];
      }),
    );
    expect(rows).toEqual([
      ['organizer', true, true, true, true],
      ['orgAdmin', true, true, true, true],
      ['host', false, true, false, true],
      ['dancer', false, false, false, false],
    ]);
    const guest = await get(ids.solo);
    expect([guest.canEdit, guest.canDownload, guest.event.canEdit, guest.event.isStaff]).toEqual([false, false, false, false]);
  });

  it('shows a guest an enabled register button (the page sends them to Login)', async () => {
    const battle = await get(ids.crews);
    expect(battle.permissions).toMatchObject({
      registered: false,
      registerButtonVisible: true,
      registerButtonEnabled: true,
      registerButtonDisableReason: null,
    });
  });

  it('tells a registered dancer they are registered and may unregister', async () => {
    const battle = await get(ids.solo, who.dancer);
    expect(battle.canUnregister).toBe(true);
    expect(battle.permissions).toMatchObject({
      registered: true,
      waitlisted: false,
      registerButtonEnabled: false,
      registerButtonDisableReason: REGISTRATION_REASONS.alreadyRegistered,
    });
  });

  it('tells a waitlisted dancer so', async () => {
    const battle = await get(ids.solo, who.invitee);
    expect(battle.permissions).toMatchObject({
      registered: true,
      waitlisted: true,
      registerButtonDisableReason: REGISTRATION_REASONS.waitlisted,
    });
  });

  it('keeps judges and the people who run the event from competing', async () => {
    expect((await get(ids.solo, who.judge)).permissions).toMatchObject({
      registerButtonEnabled: false,
      registerButtonDisableReason: REGISTRATION_REASONS.judge,
    });
    expect((await get(ids.solo, who.organizer)).permissions.registerButtonDisableReason).toBe(REGISTRATION_REASONS.staff);
  });

  it('asks for the current version of both documents, signed after 2000', async () => {
    const signed = await get(ids.solo, who.signed);
    expect(signed.orgLegalDocs).toMatchObject({
      agreement: { version: '2' },
      agreementSignedAt: expect.any(String),
      waiverSignedAt: expect.any(String),
    });
    expect(signed.permissions).toMatchObject({
      showAgreement: false,
      showWaiver: false,
      registerButtonEnabled: true,
      // Two are registered against a cap of 2: the next one waits.
      registerButtonDisableReason: REGISTRATION_REASONS.capReached,
    });
    const old = await get(ids.solo, who.oldSigner);
    expect(old.orgLegalDocs).toMatchObject({ agreementSignedAt: null, waiverSignedAt: null });
    expect(old.permissions).toMatchObject({
      showAgreement: true,
      showWaiver: true,
      registerButtonEnabled: false,
      registerButtonDisableReason: REGISTRATION_REASONS.signAgreement,
    });
  });

  it('limits an organization-only battle to its members', async () => {
    expect((await get(ids.membersOnly, who.stranger)).permissions.registerButtonDisableReason).toBe(
      REGISTRATION_REASONS.notOrgMember,
    );
    expect((await get(ids.membersOnly, who.signed)).permissions).toMatchObject({
      registerButtonEnabled: true,
      registerButtonDisableReason: null,
    });
  });

  it('closes registration after the event and outside the registration status', async () => {
    expect((await get(ids.past, who.stranger)).permissions).toMatchObject({
      registerButtonVisible: false,
      registerButtonEnabled: false,
      registerButtonDisableReason: REGISTRATION_REASONS.eventPast,
    });
    expect((await get(ids.closed, who.stranger)).permissions.registerButtonDisableReason).toBe(REGISTRATION_REASONS.closed);
  });

  it('shows hidden lists to staff, and to others only their own crew', async () => {
    const staff = await get(ids.crews, who.host);
    expect(staff.crews.map((c: { name: string }) => c.name)).toEqual(['Hidden Heroes', 'Others']);
    const invitee = await get(ids.crews, who.invitee);
    expect(invitee.crews.map((c: { name: string }) => c.name)).toEqual(['Hidden Heroes']);
    expect(invitee.permissions).toMatchObject({ registered: false, registerButtonDisableReason: REGISTRATION_REASONS.invited });
    expect(invitee.canUnregister).toBe(false);
    expect((await get(ids.crews, who.stranger)).crews).toEqual([]);
    expect((await get(ids.crews)).registeredCount).toBe(2);
  });

  it('lists who the crew picker leaves out: organizer, admins, judges and the confirmed members of the crews the caller sees', async () => {
    const excluded = async (dancer?: SignedInDancer) =>
      [...(await get(ids.crews, dancer)).event.excludedUserIds].sort((a: number, b: number) => a - b);
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
    const runners = [who.organizer.profileId, who.judge.profileId];
    // Staff see every crew of the hidden battle, so every confirmed member is left out.
    expect(await excluded(who.host)).toEqual(sorted([...runners, who.dancer.profileId, who.member.profileId]));
    // Anyone else sees only their own crew: a hidden crew's members are not named through the list.
    expect(await excluded()).toEqual(sorted(runners));
    expect(await excluded(who.stranger)).toEqual(sorted(runners));
    expect(await excluded(who.member)).toEqual(sorted([...runners, who.member.profileId]));
    expect(await excluded(who.invitee)).toEqual(sorted([...runners, who.dancer.profileId]));
  });
});
