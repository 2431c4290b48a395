import { createTestContext, type TestContext } from './helpers/test-app.js';
import { REFUSED as F, SIGNED_OUT as A, expectCell, matrixCells, type MatrixAction } from './helpers/role-matrix.js';
import { createSignedInDancer, type SignedInDancer } from './helpers/auth.js';
import { fixtures } from './helpers/fixtures.js';
import { stageBracket } from './helpers/bracket-stage.js';

// Role × action: every brackets, sparring and audience-vote call as each kind of caller. Each cell
// gets a fresh running bracket of two, so one cell's write never decides another's answer.
type Role = 'anonymous' | 'stranger' | 'fan' | 'judge' | 'host' | 'organizer';
const ROLES: Role[] = ['anonymous', 'stranger', 'fan', 'judge', 'host', 'organizer'];

// Whole brackets are played over HTTP: on MariaDB on the shared, loaded machine that takes longer
// than a test's default 5 s.
jest.setTimeout(60_000);

let ctx: TestContext;
let event: number;
const who = {} as Record<Exclude<Role, 'anonymous'>, SignedInDancer>;

beforeAll(async () => {
  ctx = await createTestContext();
  const f = fixtures(ctx.db);
  for (const role of ROLES)
    if (role !== 'anonymous') who[role] = await createSignedInDancer(ctx.db, { dancerName: `Bracket ${role}` });
  event = await f.event({ title: 'Bracket Matrix Jam', startDays: -1, endDays: 1 });
  await f.staff(event, who.organizer.profileId, 'organizer');
  await f.staff(event, who.host.profileId, 'host');
  // The fan is checked in to the event (the audience vote's rule); the others are not.
  await f.attend(event, who.fan.profileId, true);
}, 60_000);
afterAll(() => ctx.close());

/** A running final: seeded by the organizer; `points` lets the judge score it first. */
async function stage(points: 'none' | 'red' | 'tie') {
  const s = await stageBracket(ctx.db, { event, size: 2, judges: [who.judge.profileId] });
  await ctx.api().post(`/battles/${s.battle}/seed`).set(who.organizer.auth).send(s.first).expect(200);
  const sparring = s.first[0]!;
  if (points !== 'none') {
    const blue = points === 'red' ? 8 : 9;
    await ctx
      .api()
      .post(`/sparrings/${sparring.sparringId}/judge`)
      .set(who.judge.auth)
      .send([{ round: 0, redPoints: 9, bluePoints: blue }])
      .expect(200);
  }
  return { battle: s.battle, first: s.first, sparring: sparring.sparringId, red: sparring.red };
}
type Stage = Awaited<ReturnType<typeof stage>>;

interface Action extends MatrixAction<Role, Stage> {
  points?: 'none' | 'red' | 'tie';
}

const everyone = { anonymous: 200, stranger: 200, fan: 200, judge: 200, host: 200, organizer: 200 };
const ACTIONS: Action[] = [
  { name: 'GET /battles/:id/brackets', method: 'get', path: (s) => `/battles/${s.battle}/brackets`, expect: everyone },
  {
    name: 'POST /battles/:id/seed',
    method: 'post',
    path: (s) => `/battles/${s.battle}/seed`,
    body: (s) => s.first,
    expect: { anonymous: A, stranger: F, fan: F, judge: F, host: F, organizer: 200 },
  },
  {
    name: 'DELETE /battles/:id/brackets',
    method: 'delete',
    path: (s) => `/battles/${s.battle}/brackets`,
    expect: { anonymous: A, stranger: F, fan: F, judge: F, host: F, organizer: 200 },
  },
  { name: 'GET /sparrings/:id', method: 'get', path: (s) => `/sparrings/${s.sparring}`, expect: everyone },
  {
    name: 'POST /sparrings/:id/judge',
    method: 'post',
    path: (s) => `/sparrings/${s.sparring}/judge`,
    body: () => [{ round: 0, redPoints: 8.5, bluePoints: 9 }],
    expect: { anonymous: A, stranger: F, fan: F, judge: 200, host: F, organizer: F },
  },
  {
    name: 'DELETE /sparrings/:id/judge (reset)',
    method: 'delete',
    points: 'red',
    path: (s) => `/sparrings/${s.sparring}/judge`,
    expect: { anonymous: A, stranger: F, fan: F, judge: F, host: F, organizer: 200 },
  },
  {
    name: 'POST /sparrings/:id/audience/:value',
    method: 'post',
    path: (s) => `/sparrings/${s.sparring}/audience/red`,
    expect: { anonymous: A, stranger: F, fan: 200, judge: F, host: F, organizer: F },
  },
  {
    name: 'POST /sparrings/:id/extra',
    method: 'post',
    points: 'tie',
    path: (s) => `/sparrings/${s.sparring}/extra`,
    expect: { anonymous: A, stranger: F, fan: F, judge: F, host: 200, organizer: 200 },
  },
  {
    name: 'POST /sparrings/:id/finish',
    method: 'post',
    points: 'red',
    path: (s) => `/sparrings/${s.sparring}/finish`,
    expect: { anonymous: A, stranger: F, fan: F, judge: F, host: 200, organizer: 200 },
  },
  {
    name: 'POST /admin/sparrings/:id/set-winner/:winnerId',
    method: 'post',
    path: (s) => `/admin/sparrings/${s.sparring}/set-winner/${s.red}`,
    expect: { anonymous: A, stranger: F, fan: F, judge: F, host: F, organizer: 200 },
  },
];

const CELLS = matrixCells(ACTIONS, ROLES);

describe('brackets, sparring and vote routes: role × action', () => {
  it.each(CELLS)('%s as %s → %i', async (_name, role, status, action) => {
    const s = await stage(action.points ?? 'none');
    await expectCell(ctx, action, s, role === 'anonymous' ? null : who[role].auth, status);
  });
});
