import { LINE_UP_REASONS, REGISTRATION_REASONS } from '@cypher/contracts';
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

// Role × action × state for every call that adds, confirms or takes out a dancer or crew, once
// registration is closed (api/README.md, "Battles": the line-up). `member` is registered in the
// 1 vs 1 battle and confirmed in the crew; `invitee` is invited to that crew. States:
// - prelims: registration closed, nothing settled — staff still take dancers out (no-shows) and
//   invitations are still answered, but a dancer no longer leaves or edits their own entry;
// - bracket: the bracket is drawn (status brackets) — nobody joins or leaves;
// - results: a classic battle, still in registration, whose results are recorded — the same.
type Role = 'anonymous' | 'stranger' | 'member' | 'invitee' | 'host' | 'organizer';
const ROLES: Role[] = ['anonymous', 'stranger', 'member', 'invitee', 'host', 'organizer'];
type State = 'prelims' | 'bracket' | 'results';

let ctx: TestContext;
let f: ReturnType<typeof fixtures>;
let org: number;
let event: number;
let who: Record<Exclude<Role, 'anonymous'>, SignedInDancer>;

beforeAll(async () => {
  ctx = await createTestContext();
  f = fixtures(ctx.db);
  ({ who, org, event } = await battleMatrixCast(ctx.db, ROLES, { name: 'Line-up', startDays: 0, endDays: 1 }));
}, 60_000);
afterAll(() => ctx.close());

async function stage(state: State) {
  const status = state === 'bracket' ? 'brackets' : state === 'prelims' ? 'prelims' : 'registration';
  const solo = await f.battle(event, { orgId: org, title: 'Line-up Solo', status });
  const crews = await f.battle(event, { orgId: org, title: 'Line-up Crews', crewSize: 3, status });
  const entry = await f.entry(solo, who.member.profileId, { randId: 1 });
  const crew = await f.crew(crews, 'Line-up Crew', 1);
  await f.entry(crews, who.member.profileId, { crewId: crew, randId: 1 });
  await f.entry(crews, who.invitee.profileId, { crewId: crew, confirmed: false });
  if (state === 'results') {
    await ctx.db('battles').whereIn('id', [solo, crews]).update({ style: 'classic' });
    await f.result(solo, 1, { entryId: entry, orgId: org });
    await f.result(crews, 2, { crewId: crew, orgId: org });
  }
  const fresh = await createSignedInDancer(ctx.db, { dancerName: 'Line-up fresh' });
  await f.signature(fresh.profileId, org, 'agreement');
  return { solo, crews, crew, fresh: fresh.profileId };
}
type Stage = Awaited<ReturnType<typeof stage>>;

/** The answer by state: `open` before the line-up is settled (prelims), `settled` after (bracket, results). */
const byState = (open: Record<Role, number>, settled: Record<Role, number>): Record<State, Record<Role, number>> => ({
  prelims: open,
  bracket: settled,
  results: settled,
});
const same = (answers: Record<Role, number>) => byState(answers, answers);

/** A staff route: staff until the line-up is settled, then nobody; everyone else is refused (403). */
const STAFF_ROUTE = byState(
  { anonymous: A, stranger: F, member: F, invitee: F, host: 200, organizer: 200 },
  { anonymous: A, stranger: F, member: F, invitee: F, host: C, organizer: C },
);

interface Action extends Omit<MatrixAction<Role, Stage>, 'expect'> {
  expect: Record<State, Record<Role, number>>;
}

const ACTIONS: Action[] = [
  {
    name: 'POST /battles/:id/dancer (register)',
    method: 'post',
    path: (s) => `/battles/${s.solo}/dancer`,
    // The member is registered already: a retry answers the battle as it is.
    expect: same({ anonymous: A, stranger: C, member: 200, invitee: C, host: C, organizer: C }),
  },
  {
    name: 'DELETE /battles/:id/dancer (leave)',
    method: 'delete',
    path: (s) => `/battles/${s.solo}/dancer`,
    // Only the member has an entry to take out; for the others it is a retry that changes nothing.
    expect: same({ anonymous: A, stranger: 200, member: C, invitee: 200, host: 200, organizer: 200 }),
  },
  {
    name: 'POST /crews/:battleId (new crew)',
    method: 'post',
    path: (s) => `/crews/${s.crews}`,
    body: (s) => ({ eventId: event, name: 'Late crew', userIds: [s.fresh] }),
    expect: same({ anonymous: A, stranger: C, member: C, invitee: C, host: C, organizer: C }),
  },
  {
    name: 'POST /crews/:b/:c/join',
    method: 'post',
    path: (s) => `/crews/${s.crews}/${s.crew}/join`,
    expect: same({ anonymous: A, stranger: C, member: 200, invitee: 200, host: C, organizer: C }),
  },
  {
    name: 'PUT /crews/:b/:c (rename, drop the invitee)',
    method: 'put',
    path: (s) => `/crews/${s.crews}/${s.crew}`,
    body: () => ({ eventId: event, name: 'Renamed After The Fact', userIds: [who.member.profileId] }),
    expect: byState(
      { anonymous: A, stranger: F, member: C, invitee: F, host: 200, organizer: 200 },
      { anonymous: A, stranger: F, member: C, invitee: F, host: C, organizer: C },
    ),
  },
  {
    name: 'PUT /crews/:b/:c (rename only)',
    method: 'put',
    path: (s) => `/crews/${s.crews}/${s.crew}`,
    body: () => ({ eventId: event, name: 'Typo Fixed', userIds: [who.member.profileId, who.invitee.profileId] }),
    expect: same({ anonymous: A, stranger: F, member: C, invitee: F, host: 200, organizer: 200 }),
  },
  {
    name: 'POST /crews/:b/:c/unregister (leave the crew)',
    method: 'post',
    path: (s) => `/crews/${s.crews}/${s.crew}/unregister`,
    expect: same({ anonymous: A, stranger: C, member: C, invitee: C, host: C, organizer: C }),
  },
  {
    name: 'POST /crews/:b/:c/accept (the invitation)',
    method: 'post',
    path: (s) => `/crews/${s.crews}/${s.crew}/accept`,
    expect: byState(
      { anonymous: A, stranger: C, member: 200, invitee: 200, host: C, organizer: C },
      { anonymous: A, stranger: C, member: 200, invitee: C, host: C, organizer: C },
    ),
  },
  {
    name: 'POST /crews/:b/:c/decline (the invitation)',
    method: 'post',
    path: (s) => `/crews/${s.crews}/${s.crew}/decline`,
    expect: byState(
      { anonymous: A, stranger: 200, member: C, invitee: 200, host: 200, organizer: 200 },
      { anonymous: A, stranger: 200, member: C, invitee: C, host: 200, organizer: 200 },
    ),
  },
  {
    name: 'POST /admin/battles/:id/unregister (the member)',
    method: 'post',
    path: (s) => `/admin/battles/${s.solo}/unregister`,
    body: () => ({ userId: who.member.profileId }),
    expect: STAFF_ROUTE,
  },
  {
    name: 'POST /admin/battles/:id/unregister (from the crew)',
    method: 'post',
    path: (s) => `/admin/battles/${s.crews}/unregister`,
    body: (s) => ({ userId: who.member.profileId, crewId: s.crew }),
    expect: STAFF_ROUTE,
  },
  {
    name: 'POST /admin/crews/:b/:c/unregister',
    method: 'post',
    path: (s) => `/admin/crews/${s.crews}/${s.crew}/unregister`,
    expect: STAFF_ROUTE,
  },
  {
    name: 'POST /admin/crews/:b/:c/accept/:invitee',
    method: 'post',
    path: (s) => `/admin/crews/${s.crews}/${s.crew}/accept/${who.invitee.profileId}`,
    expect: STAFF_ROUTE,
  },
  {
    name: 'POST /admin/crews/:b/:c/decline/:invitee',
    method: 'post',
    path: (s) => `/admin/crews/${s.crews}/${s.crew}/decline/${who.invitee.profileId}`,
    expect: STAFF_ROUTE,
  },
];

const STATES: State[] = ['prelims', 'bracket', 'results'];

/** Who is in the two battles, crew names included: a refused call leaves all of it as it was. */
async function lineUp(s: Stage) {
  const battles = [s.solo, s.crews];
  return {
    entries: await ctx
      .db('battle_entries')
      .whereIn('battle_id', battles)
      .select('id', 'user_id', 'crew_id', 'confirmed_at')
      .orderBy('id'),
    crews: await ctx.db('crews').whereIn('battle_id', battles).select('id', 'name').orderBy('id'),
    results: await ctx.db('battle_results').whereIn('battle_id', battles).select('id', 'place').orderBy('id'),
  };
}

describe.each(STATES)('the line-up once registration is closed (%s): role × action', (state) => {
  const cells = matrixCells(
    ACTIONS.map((a) => ({ ...a, expect: a.expect[state] })),
    ROLES,
  );
  it.each(cells)('%s as %s → %i', async (_name, role, status, action) => {
    const s = await stage(state);
    const before = await lineUp(s);
    await expectCell(ctx, action, s, role === 'anonymous' ? null : who[role].auth, status);
    if (status >= 400) expect(await lineUp(s)).toEqual(before);
  });
});

describe('the refusals say why', () => {
  const message = async (as: SignedInDancer, path: string) =>
    (await ctx.api().post(path).set(as.auth).send({ userId: who.member.profileId })).body.error?.message;

  it('a dancer: registration is closed; staff: the bracket is drawn, or results are recorded', async () => {
    const prelims = await stage('prelims');
    const leave = await ctx.api().delete(`/battles/${prelims.solo}/dancer`).set(who.member.auth);
    expect(leave.body.error?.message).toBe(LINE_UP_REASONS.entryFrozen);
    const register = await ctx.api().post(`/battles/${prelims.solo}/dancer`).set(who.stranger.auth);
    expect(register.body.error?.message).toBe(REGISTRATION_REASONS.closed);
    const bracket = await stage('bracket');
    expect(await message(who.host, `/admin/battles/${bracket.solo}/unregister`)).toBe(LINE_UP_REASONS.bracketDrawn);
    const results = await stage('results');
    expect(await message(who.host, `/admin/battles/${results.solo}/unregister`)).toBe(LINE_UP_REASONS.resultsRecorded);
  });
});
