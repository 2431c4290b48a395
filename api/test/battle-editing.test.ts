import { createTestContext, type TestContext } from './helpers/test-app.js';
import { createSignedInDancer, type SignedInDancer } from './helpers/auth.js';
import { fixtures } from './helpers/fixtures.js';
import { createEventCast, WHO, WRITE_ON_DRAFT, WRITE_ON_PUBLISHED, type EventCast, type Who } from './helpers/event-cast.js';

/**
 * The event wizard's battle writes: POST /events/:id/add-battle, PUT and DELETE /battles/:id,
 * POST and DELETE /battles/:id/role. Role × action matrix (each cell on a fresh event and battle),
 * then the rules of the save, delete and judge role.
 */
let ctx: TestContext;
let f: ReturnType<typeof fixtures>;
let cast: EventCast;
let org: number;
let other: number;
let dancer: SignedInDancer;

beforeAll(async () => {
  ctx = await createTestContext();
  f = fixtures(ctx.db);
  org = await f.org({ name: 'Editing Crew' });
  other = await f.org({ name: 'Somebody Else Crew' });
  cast = await createEventCast(ctx.db, org);
  // The organizer also belongs to the organization, without running it (the organization matrix below).
  await f.orgMember(org, cast.profiles.organizer);
  dancer = await createSignedInDancer(ctx.db, { dancerName: 'Bgirl Registered' });
}, 60_000);
afterAll(() => ctx.close());

type Method = 'get' | 'post' | 'put' | 'delete';
const send = (method: Method, path: string, headers: Record<string, string>, body?: object) => {
  const req = ctx.api()[method](path).set(headers);
  return body ? req.send(body) : req;
};
const as = (who: Who) => cast.headers[who];

/** A whole editor save, as the wizard sends it. */
function saved(over: object = {}) {
  return {
    title: 'Top Rock Jam',
    crewSize: 1,
    description: '<p>Bring it</p>',
    organizationCompetitorsOnly: false,
    hideParticipants: false,
    participationCapType: 'none',
    limit: 0,
    style: 'classic',
    bracketSize: null,
    bracketLevels: [],
    prizesDesc: 'Cash',
    startDate: null,
    orgId: 0,
    prizes: [],
    ...over,
  };
}

async function stage(status: 'draft' | 'published') {
  const event = await cast.event(org, { status });
  const battle = await f.battle(event, { title: 'Staged', orgId: null });
  return { event, battle };
}
type Stage = Awaited<ReturnType<typeof stage>>;

interface Action {
  name: string;
  method: Method;
  path: (s: Stage) => string;
  body?: () => object;
}
const ACTIONS: Action[] = [
  { name: 'POST /events/:id/add-battle', method: 'post', path: (s) => `/events/${s.event}/add-battle` },
  { name: 'PUT /battles/:id', method: 'put', path: (s) => `/battles/${s.battle}`, body: () => saved() },
  { name: 'DELETE /battles/:id', method: 'delete', path: (s) => `/battles/${s.battle}` },
  {
    name: 'POST /battles/:id/role',
    method: 'post',
    path: (s) => `/battles/${s.battle}/role`,
    body: () => ({ userId: dancer.profileId, role: 'judge' }),
  },
  {
    name: 'DELETE /battles/:id/role',
    method: 'delete',
    path: (s) => `/battles/${s.battle}/role`,
    body: () => ({ userId: dancer.profileId, role: 'judge' }),
  },
];

const ON_DRAFT = WRITE_ON_DRAFT;
const ON_PUBLISHED = WRITE_ON_PUBLISHED;

describe.each(ACTIONS)('$name', (action) => {
  describe.each([
    ['draft', ON_DRAFT],
    ['published', ON_PUBLISHED],
  ] as const)('on a %s event', (status, expected) => {
    it.each(WHO)('%s', async (who) => {
      const s = await stage(status);
      const res = await send(action.method, action.path(s), as(who), action.body?.());
      expect(res.status).toBe(expected[who]);
    });
  });
});

// A battle's organization decides whose leaderboard its results earn points on, so putting it into
// one is for the people who run it (admins and promoters), as for an event; the creator and the
// organizer edit the battle, and the organizer is even a member, but neither runs the
// organization. Keeping the one it has is every editor's.
const INTO_ORG_ON_DRAFT: Record<Who, number> = { ...ON_DRAFT, organizer: 403, creator: 403 };
const INTO_ORG_ON_PUBLISHED: Record<Who, number> = { ...ON_PUBLISHED, organizer: 403, creator: 403 };
describe.each([
  ['draft', INTO_ORG_ON_DRAFT, ON_DRAFT],
  ['published', INTO_ORG_ON_PUBLISHED, ON_PUBLISHED],
] as const)('PUT /battles/:id with an organization, on a %s event', (status, into, keeping) => {
  it.each(WHO)('putting it into the organization: %s', async (who) => {
    const s = await stage(status);
    const res = await send('put', `/battles/${s.battle}`, as(who), saved({ orgId: org }));
    expect(res.status).toBe(into[who]);
  });
  it.each(WHO)('keeping the organization it has: %s', async (who) => {
    const s = await stage(status);
    await ctx.db('battles').where({ id: s.battle }).update({ org_id: org });
    const res = await send('put', `/battles/${s.battle}`, as(who), saved({ orgId: org }));
    expect(res.status).toBe(keeping[who]);
  });
});

describe('GET /battles/:id of a draft event (the editor loads it)', () => {
  const expected: Record<Who, number> = { ...ON_DRAFT, anonymous: 404 };
  it.each(WHO)('%s', async (who) => {
    const s = await stage('draft');
    const res = await send('get', `/battles/${s.battle}`, as(who));
    expect(res.status).toBe(expected[who]);
  });
});

it('a host, a dj or a judge of the battle is not an editor', async () => {
  for (const role of ['host', 'dj'] as const) {
    const s = await stage('published');
    const staff = await createSignedInDancer(ctx.db, { dancerName: `Staff ${role}` });
    await f.staff(s.event, staff.profileId, role);
    await send('put', `/battles/${s.battle}`, staff.auth, saved()).expect(403);
  }
  const s = await stage('published');
  const judge = await createSignedInDancer(ctx.db, { dancerName: 'Judge only' });
  await f.judge(s.battle, judge.profileId);
  await send('post', `/battles/${s.battle}/role`, judge.auth, { userId: dancer.profileId, role: 'judge' }).expect(403);
});

it('answers 404 for an unknown battle and a battle of a deleted event', async () => {
  await send('put', '/battles/999999', as('creator'), saved()).expect(404);
  const gone = await cast.event(org, { deleted: true });
  const battle = await f.battle(gone);
  const res = await send('delete', `/battles/${battle}`, as('creator')).expect(404);
  expect(res.body.error.message).toBe(`Battle ${battle} not found`);
});

describe('add-battle', () => {
  it('creates an empty 1 vs 1 classic battle of the product the editor opens', async () => {
    const event = await cast.event(org);
    const res = await send('post', `/events/${event}/add-battle`, as('creator')).expect(200);
    expect(res.body).toMatchObject({
      eventId: event,
      orgId: 0,
      title: '',
      crewSize: 1,
      style: 'classic',
      bracketSize: null,
      participationCapType: 'none',
      limit: 0,
      judges: [],
      prizes: [],
      canEdit: true,
    });
    const detail = await send('get', `/events/${event}`, as('creator')).expect(200);
    expect(detail.body.battles.map((b: { id: number }) => b.id)).toEqual([res.body.id]);
  });
});

describe('PUT /battles/:id', () => {
  it('saves the editor’s battle: trimmed title, sanitised description, prizes by place, product as org 0', async () => {
    const s = await stage('draft');
    const res = await send(
      'put',
      `/battles/${s.battle}`,
      as('organizer'),
      saved({
        title: '  Crew Clash  ',
        crewSize: 3,
        description: '<p>Hi<script>alert(1)</script><img src=x onerror=alert(1)></p>',
        style: 'bracket',
        bracketSize: 4,
        bracketLevels: [
          { name: 'Semi-final', rounds: 2 },
          { name: 'Final', rounds: 3 },
        ],
        prizes: [
          { place: 2, title: '', amount: 50 },
          { place: 1, title: 'Champion', amount: 20000 },
          { place: 4, title: '', amount: 0 },
        ],
        startDate: '2026-07-01T18:00:00.000Z',
      }),
    ).expect(200);
    expect(res.body).toMatchObject({
      title: 'Crew Clash',
      crewSize: 3,
      orgId: 0,
      orgChip: { id: 0, name: 'Cypher' },
      style: 'bracket',
      bracketSize: 4,
      bracketLevels: [
        { name: 'Semi-final', rounds: 2 },
        { name: 'Final', rounds: 3 },
      ],
      startDate: '2026-07-01T18:00:00.000Z',
    });
    expect(res.body.description).not.toMatch(/script|onerror/);
    expect(res.body.description).toContain('Hi');
    // Spec: a positive amount below $1 becomes $1; places come back in order, titled when left empty.
    expect(res.body.prizes.map((p: { place: number; title: string; amount: number }) => [p.place, p.title, p.amount])).toEqual([
      [1, 'Champion', 20000],
      [2, '2nd Place', 100],
      [4, 'Top 4', 0],
    ]);
    const row = await ctx.db('battles').where({ id: s.battle }).first();
    expect(row.org_id).toBeNull();

    // A second save replaces the prizes, and classic judging leaves no levels.
    const again = await send('put', `/battles/${s.battle}`, as('organizer'), saved({ crewSize: 3 })).expect(200);
    expect(again.body).toMatchObject({ prizes: [], style: 'classic', bracketSize: null, bracketLevels: [] });
  });

  it('cap fields count only with a cap type, and hiding participants turns a registration cap off', async () => {
    const s = await stage('draft');
    const put = (over: object) => send('put', `/battles/${s.battle}`, as('creator'), saved(over)).expect(200);
    expect((await put({ participationCapType: 'none', limit: 12 })).body).toMatchObject({
      participationCapType: 'none',
      limit: 0,
    });
    expect((await put({ participationCapType: 'checkIn', limit: 12 })).body).toMatchObject({
      participationCapType: 'checkIn',
      limit: 12,
    });
    expect((await put({ participationCapType: 'registration', limit: 12, hideParticipants: true })).body).toMatchObject({
      participationCapType: 'none',
      limit: 0,
      hideParticipants: true,
    });
    expect((await put({ participationCapType: 'checkIn', limit: 12, hideParticipants: true })).body).toMatchObject({
      participationCapType: 'checkIn',
      limit: 12,
    });
  });

  it('takes an organization the caller runs, refuses one they do not run (403) or an unknown one (400)', async () => {
    const s = await stage('draft');
    const mine = await send('put', `/battles/${s.battle}`, as('admin'), saved({ orgId: org })).expect(200);
    expect(mine.body.orgChip).toMatchObject({ id: org, name: 'Editing Crew' });
    await send('put', `/battles/${s.battle}`, as('creator'), saved({ orgId: other })).expect(403);
    const unknown = await send('put', `/battles/${s.battle}`, as('creator'), saved({ orgId: 999999 })).expect(400);
    expect(unknown.body.error.details.field).toBe('body.orgId');
    // The battle's current organization stays even for an editor outside it.
    await send('put', `/battles/${s.battle}`, as('creator'), saved({ orgId: org, title: 'Kept' })).expect(200);
  });

  it('refuses a member who only belongs to the organization: its leaderboard is not his to award', async () => {
    // The audit's case: a member makes his own event and battle and puts the battle into the organization.
    const { id: event } = (await send('post', '/events', as('member')).expect(200)).body;
    const { id: battle } = (await send('post', `/events/${event}/add-battle`, as('member')).expect(200)).body;
    const res = await send('put', `/battles/${battle}`, as('member'), saved({ orgId: org })).expect(403);
    expect(res.body.error).toMatchObject({
      message: 'Choose an organization you run as an admin or promoter',
      details: { field: 'body.orgId' },
    });
    expect((await send('get', `/battles/${battle}`, as('member')).expect(200)).body.orgId).toBe(0);
    // Taking it out of an organization (back to the product) is every editor's.
    await send('put', `/battles/${battle}`, as('member'), saved({ orgId: 0 })).expect(200);
  });

  it.each([
    ['an empty title', { title: '   ' }, 'body.title'],
    ['a category the editor does not offer', { crewSize: 11 }, 'body.crewSize'],
    ['a negative cap limit', { participationCapType: 'registration', limit: -1 }, 'body.limit'],
    ['a bracket without a size', { style: 'bracket', bracketSize: null }, 'body.bracketSize'],
    ['an unknown bracket size', { style: 'bracket', bracketSize: 64 }, 'body.bracketSize'],
    ['levels that do not match the size', { style: 'bracket', bracketSize: 2, bracketLevels: [] }, 'body.bracketLevels'],
    [
      'too many rounds',
      { style: 'bracket', bracketSize: 2, bracketLevels: [{ name: 'Final', rounds: 102 }] },
      'body.bracketLevels.0.rounds',
    ],
    ['a place outside the list', { prizes: [{ place: 3, title: '', amount: 100 }] }, 'body.prizes.0.place'],
    [
      'the same place twice',
      {
        prizes: [
          { place: 1, title: '', amount: 100 },
          { place: 1, title: '', amount: 200 },
        ],
      },
      'body.prizes.1.place',
    ],
    ['a negative prize', { prizes: [{ place: 1, title: '', amount: -5 }] }, 'body.prizes.0.amount'],
    ['judges in the save (they go through /role)', { judges: [] }, 'body.judges'],
    ['a start that is not a date', { startDate: 'soon' }, 'body.startDate'],
  ])('refuses %s with 400 naming the field', async (_name, over, field) => {
    const s = await stage('draft');
    const res = await send('put', `/battles/${s.battle}`, as('creator'), saved(over)).expect(400);
    expect(res.body.error.details.field).toBe(field);
  });

  describe('once dancers are registered', () => {
    async function withEntry() {
      const s = await stage('published');
      await f.entry(s.battle, dancer.profileId);
      return s;
    }

    it('keeps the category (409) but saves everything else', async () => {
      const s = await withEntry();
      const refused = await send('put', `/battles/${s.battle}`, as('creator'), saved({ crewSize: 2 })).expect(409);
      expect(refused.body.error.message).toBe('Dancers are registered in this battle, so its category cannot change');
      const ok = await send('put', `/battles/${s.battle}`, as('creator'), saved({ title: 'Renamed' })).expect(200);
      expect(ok.body).toMatchObject({ title: 'Renamed', registeredCount: 1 });
    });

    it('keeps the judging system once the battle left registration', async () => {
      const event = await cast.event(org, { status: 'published' });
      const battle = await f.battle(event, { status: 'prelims' });
      // The fixture battle is a bracket of 8; classic is a change of system.
      await send('put', `/battles/${battle}`, as('creator'), saved()).expect(409);
    });

    it('lets the waitlist in when the registration cap is raised', async () => {
      const event = await cast.event(org, { status: 'published' });
      const battle = await f.battle(event, { cap: 'registration', limit: 1 });
      await f.entry(battle, dancer.profileId);
      const waiting = await createSignedInDancer(ctx.db, { dancerName: 'Bboy Waiting' });
      await f.entry(battle, waiting.profileId, { waitlist: true });
      const res = await send(
        'put',
        `/battles/${battle}`,
        as('creator'),
        saved({ style: 'bracket', bracketSize: 8, bracketLevels: BRACKET_8, participationCapType: 'registration', limit: 2 }),
      ).expect(200);
      expect(res.body.registeredCount).toBe(2);
      expect(res.body.waitList).toEqual([]);
      const note = await ctx.db('notifications').where({ user_id: waiting.profileId }).first();
      expect(note.text).toContain('off the waitlist');
    });
  });
});

const BRACKET_8 = [
  { name: 'Top 8', rounds: 1 },
  { name: 'Semi-final', rounds: 1 },
  { name: 'Final', rounds: 1 },
];

describe('DELETE /battles/:id', () => {
  it('removes the battle with its prizes and judges', async () => {
    const s = await stage('draft');
    await f.prize(s.battle, 1, 5000);
    await f.judge(s.battle, dancer.profileId);
    await send('delete', `/battles/${s.battle}`, as('creator')).expect(200, { ok: true });
    await send('get', `/battles/${s.battle}`, as('creator')).expect(404);
    expect(await ctx.db('battle_prizes').where({ battle_id: s.battle })).toEqual([]);
    expect(await ctx.db('battle_roles').where({ battle_id: s.battle })).toEqual([]);
  });

  it('is refused (409) while dancers or crews are registered', async () => {
    const solo = await stage('published');
    await f.entry(solo.battle, dancer.profileId, { waitlist: true });
    const res = await send('delete', `/battles/${solo.battle}`, as('creator')).expect(409);
    expect(res.body.error.message).toBe('Dancers are registered in this battle: unregister them before deleting it');
    const crews = await stage('published');
    await f.crew(crews.battle, 'Lonely Crew');
    await send('delete', `/battles/${crews.battle}`, as('creator')).expect(409);
  });
});

describe('battle roles', () => {
  it('adds a judge once, lists them on the battle, and removes them', async () => {
    const s = await stage('draft');
    const judge = { userId: dancer.profileId, role: 'judge' };
    await send('post', `/battles/${s.battle}/role`, as('creator'), judge).expect(200);
    const twice = await send('post', `/battles/${s.battle}/role`, as('creator'), judge).expect(200);
    expect(twice.body.judges).toEqual([{ id: dancer.profileId, dancerName: 'Bgirl Registered', avatar: null }]);
    const removed = await send('delete', `/battles/${s.battle}/role`, as('creator'), judge).expect(200);
    expect(removed.body.judges).toEqual([]);
  });

  it('refuses a dancer registered in the battle: judges cannot compete', async () => {
    const s = await stage('published');
    await f.entry(s.battle, dancer.profileId);
    const res = await send('post', `/battles/${s.battle}/role`, as('creator'), {
      userId: dancer.profileId,
      role: 'judge',
    }).expect(409);
    expect(res.body.error.message).toBe('Bgirl Registered competes in this battle and cannot judge it');
    expect(await ctx.db('battle_roles').where({ battle_id: s.battle })).toEqual([]);
  });

  it.each([
    ['an unknown user', { userId: 999999, role: 'judge' }, 'body.userId'],
    ['a role other than judge', { userId: 1, role: 'host' }, 'body.role'],
    ['no user', { role: 'judge' }, 'body.userId'],
  ])('refuses %s with 400 naming the field', async (_name, body, field) => {
    const s = await stage('draft');
    const res = await send('post', `/battles/${s.battle}/role`, as('creator'), body).expect(400);
    expect(res.body.error.details.field).toBe(field);
  });
});
