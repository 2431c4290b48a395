import { createTestContext, type TestContext } from './helpers/test-app.js';
import {
  CONFLICT as C,
  REFUSED as F,
  SIGNED_OUT as A,
  expectCell,
  matrixCells,
  type MatrixAction,
} from './helpers/role-matrix.js';
import { createSignedInDancer, type SignedInDancer } from './helpers/auth.js';
import { battleMatrixCast } from './helpers/battle-cast.js';
import { fixtures } from './helpers/fixtures.js';

// Role × action: every battle, crew and admin route the battle page calls, as each kind of caller.
// Each cell gets a fresh battle, so one cell's write never decides another's answer.
type Role = 'anonymous' | 'stranger' | 'member' | 'judge' | 'host' | 'organizer';
const ROLES: Role[] = ['anonymous', 'stranger', 'member', 'judge', 'host', 'organizer'];

let ctx: TestContext;
let f: ReturnType<typeof fixtures>;
let org: number;
let event: number;
let who: Record<Exclude<Role, 'anonymous'>, SignedInDancer>;

beforeAll(async () => {
  ctx = await createTestContext();
  f = fixtures(ctx.db);
  ({ who, org, event } = await battleMatrixCast(ctx.db, ROLES, { name: 'Matrix', startDays: 3, endDays: 4 }));
}, 60_000);
afterAll(() => ctx.close());

/**
 * A fresh stage: a solo battle with one registered target dancer, a crew battle whose crew has
 * `member` confirmed, an invitee who signed the agreement and one who did not.
 */
async function stage() {
  const solo = await f.battle(event, { orgId: org, title: 'Matrix Solo' });
  const crews = await f.battle(event, { orgId: org, title: 'Matrix Crews', crewSize: 4 });
  for (const battle of [solo, crews]) await f.judge(battle, who.judge.profileId);
  const target = await createSignedInDancer(ctx.db, { dancerName: 'Matrix target' });
  const invitee = await createSignedInDancer(ctx.db, { dancerName: 'Matrix invitee' });
  for (const d of [target, invitee]) await f.signature(d.profileId, org, 'agreement');
  await f.entry(solo, target.profileId);
  const crew = await f.crew(crews, 'Matrix Crew');
  await f.entry(crews, who.member.profileId, { crewId: crew });
  await f.entry(crews, invitee.profileId, { crewId: crew, confirmed: false });
  const unsigned = await createSignedInDancer(ctx.db, { dancerName: 'Matrix unsigned invitee' });
  await f.entry(crews, unsigned.profileId, { crewId: crew, confirmed: false });
  const fresh = await createSignedInDancer(ctx.db, { dancerName: 'Matrix fresh' });
  await f.signature(fresh.profileId, org, 'agreement');
  return {
    solo,
    crews,
    crew,
    target: target.profileId,
    invitee: invitee.profileId,
    unsigned: unsigned.profileId,
    fresh: fresh.profileId,
  };
}
type Stage = Awaited<ReturnType<typeof stage>>;

type Action = MatrixAction<Role, Stage>;

const ACTIONS: Action[] = [
  {
    name: 'GET /battles/:id',
    method: 'get',
    path: (s) => `/battles/${s.solo}`,
    expect: { anonymous: 200, stranger: 200, member: 200, judge: 200, host: 200, organizer: 200 },
  },
  {
    name: 'POST /battles/:id/dancer',
    method: 'post',
    path: (s) => `/battles/${s.solo}/dancer`,
    expect: { anonymous: A, stranger: 200, member: 200, judge: F, host: 200, organizer: F },
  },
  {
    name: 'DELETE /battles/:id/dancer',
    method: 'delete',
    path: (s) => `/battles/${s.solo}/dancer`,
    expect: { anonymous: A, stranger: 200, member: 200, judge: 200, host: 200, organizer: 200 },
  },
  {
    name: 'POST /battles/:id/sign-agreement',
    method: 'post',
    path: (s) => `/battles/${s.solo}/sign-agreement`,
    expect: { anonymous: A, stranger: 200, member: 200, judge: 200, host: 200, organizer: 200 },
  },
  {
    name: 'POST /battles/:id/sign-waiver (none asked)',
    method: 'post',
    path: (s) => `/battles/${s.solo}/sign-waiver`,
    expect: { anonymous: A, stranger: C, member: C, judge: C, host: C, organizer: C },
  },
  {
    name: 'POST /battles/:id/winners',
    method: 'post',
    path: (s) => `/battles/${s.solo}/winners`,
    body: (s) => [{ id: s.target, place: 1 }],
    expect: { anonymous: A, stranger: F, member: F, judge: F, host: F, organizer: 200 },
  },
  {
    name: 'GET /battles/:id/download',
    method: 'get',
    path: (s) => `/battles/${s.crews}/download`,
    expect: { anonymous: A, stranger: F, member: F, judge: F, host: 200, organizer: 200 },
  },
  {
    name: 'POST /crews/:battleId',
    method: 'post',
    path: (s) => `/crews/${s.crews}`,
    body: (s) => ({ eventId: event, name: 'New crew', userIds: [s.fresh] }),
    expect: { anonymous: A, stranger: 200, member: C, judge: F, host: 200, organizer: 200 },
  },
  {
    name: 'PUT /crews/:battleId/:crewId',
    method: 'put',
    path: (s) => `/crews/${s.crews}/${s.crew}`,
    body: (s) => ({ eventId: event, name: 'Renamed', userIds: [s.invitee] }),
    expect: { anonymous: A, stranger: F, member: 200, judge: F, host: 200, organizer: 200 },
  },
  {
    name: 'POST /crews/:b/:c/join',
    method: 'post',
    path: (s) => `/crews/${s.crews}/${s.crew}/join`,
    expect: { anonymous: A, stranger: 200, member: 200, judge: F, host: 200, organizer: F },
  },
  {
    name: 'POST /crews/:b/:c/accept',
    method: 'post',
    path: (s) => `/crews/${s.crews}/${s.crew}/accept`,
    expect: { anonymous: A, stranger: C, member: 200, judge: C, host: C, organizer: C },
  },
  {
    name: 'POST /crews/:b/:c/decline',
    method: 'post',
    path: (s) => `/crews/${s.crews}/${s.crew}/decline`,
    expect: { anonymous: A, stranger: 200, member: C, judge: 200, host: 200, organizer: 200 },
  },
  {
    name: 'POST /crews/:b/:c/unregister',
    method: 'post',
    path: (s) => `/crews/${s.crews}/${s.crew}/unregister`,
    expect: { anonymous: A, stranger: C, member: 200, judge: C, host: C, organizer: C },
  },
  {
    name: 'POST /admin/battles/:id/register',
    method: 'post',
    path: (s) => `/admin/battles/${s.solo}/register`,
    body: (s) => ({ userIds: [s.fresh] }),
    expect: { anonymous: A, stranger: F, member: F, judge: F, host: F, organizer: 200 },
  },
  {
    name: 'POST /admin/battles/:id/unregister',
    method: 'post',
    path: (s) => `/admin/battles/${s.solo}/unregister`,
    body: (s) => ({ userId: s.target }),
    expect: { anonymous: A, stranger: F, member: F, judge: F, host: 200, organizer: 200 },
  },
  {
    name: 'GET /admin/battles/:id/users',
    method: 'get',
    path: (s) => `/admin/battles/${s.solo}/users?k=matrix`,
    expect: { anonymous: A, stranger: F, member: F, judge: F, host: F, organizer: 200 },
  },
  {
    name: 'POST /admin/battles/:id/sign-agreement/:userId',
    method: 'post',
    path: (s) => `/admin/battles/${s.solo}/sign-agreement/${s.fresh}`,
    expect: { anonymous: A, stranger: F, member: F, judge: F, host: F, organizer: 200 },
  },
  {
    name: 'POST /admin/battles/:id/sign-waiver/:userId (none asked)',
    method: 'post',
    path: (s) => `/admin/battles/${s.solo}/sign-waiver/${s.fresh}`,
    expect: { anonymous: A, stranger: F, member: F, judge: F, host: F, organizer: C },
  },
  {
    name: 'POST /admin/crews/:b/:c/accept/:userId',
    method: 'post',
    path: (s) => `/admin/crews/${s.crews}/${s.crew}/accept/${s.invitee}`,
    expect: { anonymous: A, stranger: F, member: F, judge: F, host: 200, organizer: 200 },
  },
  {
    // The invitee's own accept is refused until they sign; staff confirming them is refused alike.
    name: 'POST /admin/crews/:b/:c/accept/:userId (an invitee who has not signed)',
    method: 'post',
    path: (s) => `/admin/crews/${s.crews}/${s.crew}/accept/${s.unsigned}`,
    expect: { anonymous: A, stranger: F, member: F, judge: F, host: C, organizer: C },
  },
  {
    name: 'POST /admin/crews/:b/:c/decline/:userId',
    method: 'post',
    path: (s) => `/admin/crews/${s.crews}/${s.crew}/decline/${s.invitee}`,
    expect: { anonymous: A, stranger: F, member: F, judge: F, host: 200, organizer: 200 },
  },
  {
    name: 'POST /admin/crews/:b/:c/unregister',
    method: 'post',
    path: (s) => `/admin/crews/${s.crews}/${s.crew}/unregister`,
    expect: { anonymous: A, stranger: F, member: F, judge: F, host: 200, organizer: 200 },
  },
];

const CELLS = matrixCells(ACTIONS, ROLES);

describe('battle, crew and admin routes: role × action', () => {
  it.each(CELLS)('%s as %s → %i', async (_name, role, status, action) => {
    const s = await stage();
    await expectCell(ctx, action, s, role === 'anonymous' ? null : who[role].auth, status);
  });
});

/**
 * A hidden crew battle: whose crew is answered, and whether its confirmed member is named in
 * `event.excludedUserIds` (the crew picker's list) — only to those who may see the crew.
 */
const SEES_HIDDEN_CREW: Record<Role, boolean> = {
  anonymous: false,
  stranger: false,
  member: true,
  judge: false,
  host: true,
  organizer: true,
};

describe('GET /battles/:id of a hidden crew battle: the crew and its member in excludedUserIds', () => {
  it.each(ROLES)('%s', async (role) => {
    const s = await stage();
    await ctx.db('battles').where({ id: s.crews }).update({ hide_participants: true });
    const req = ctx.api().get(`/battles/${s.crews}`);
    const battle = (await (role === 'anonymous' ? req : req.set(who[role].auth)).expect(200)).body;
    const sees = SEES_HIDDEN_CREW[role];
    expect(battle.crews.map((crew: { id: number }) => crew.id)).toEqual(sees ? [s.crew] : []);
    expect(battle.event.excludedUserIds.includes(who.member.profileId)).toBe(sees);
  });
});
