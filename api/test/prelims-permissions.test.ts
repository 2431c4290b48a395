import { createTestContext, type TestContext } from './helpers/test-app.js';
import { PRELIMS_ERRORS } from '@cypher/contracts';
import {
  CONFLICT as C,
  REFUSED as F,
  SIGNED_OUT as A,
  expectCell,
  matrixCells,
  type MatrixAction,
} from './helpers/role-matrix.js';
import { fixtures } from './helpers/fixtures.js';
import { crewPrelims, judgingCast, score, soloPrelims, type JudgingCast } from './helpers/prelims-stage.js';

// Role × action for every prelims call. The dancer competes (checked in); the host is event staff
// who runs the floor (gone marks); the organizer and the event's admins edit the event and so the
// battle (canEdit: groups, randomize, 'Add to bracket').
type Role = 'visitor' | 'stranger' | 'dancer' | 'judge' | 'host' | 'admin' | 'organizer';
const ROLES: Role[] = ['visitor', 'stranger', 'dancer', 'judge', 'host', 'admin', 'organizer'];

let ctx: TestContext;
let event: number;
let cast: JudgingCast;

beforeAll(async () => {
  ctx = await createTestContext();
  event = await fixtures(ctx.db).event({ title: 'Matrix Judging', startDays: 0, endDays: 1 });
  cast = await judgingCast(ctx, event);
}, 60_000);
afterAll(() => ctx.close());

/**
 * A fresh battle per cell: four checked-in dancers (or, for crew actions, a 2 vs 2 battle whose
 * first crew holds the cast's dancer), scored when the action needs it, grouped in two.
 */
async function stage(o: { scored?: boolean; grouped?: boolean; crews?: boolean }) {
  const crews = o.crews ? await crewPrelims(ctx, event, cast, { crews: 2, crewSize: 2 }) : null;
  const s = crews
    ? { battle: crews.battle, dancers: crews.crews }
    : await soloPrelims(ctx, event, cast, { checkedIn: 4, bracketSize: 4 });
  if (o.scored) await score(ctx, s.battle, cast.judge, Object.fromEntries(s.dancers.map((id, i) => [id, 5 + i])));
  let groups: number[] = [];
  if (o.grouped) {
    const res = await ctx
      .api()
      .post(`/battles/${s.battle}/prelims/create-groups`)
      .set(cast.organizer.auth)
      .send({ amount: 2, type: 'random' });
    groups = res.body.groups.map((g: { id: number }) => g.id);
  }
  const memberOf = async (group: number) => {
    const row = await ctx.db('battle_entries').where({ battle_id: s.battle, group_id: group }).first();
    return Number(row.user_id);
  };
  return { ...s, groups, memberOf };
}
type Stage = Awaited<ReturnType<typeof stage>>;

interface Action extends MatrixAction<Role, Stage> {
  setup: { scored?: boolean; grouped?: boolean; crews?: boolean };
}

const ACTIONS: Action[] = [
  {
    name: 'GET prelims',
    method: 'get',
    setup: {},
    path: (s) => `/battles/${s.battle}/prelims`,
    expect: { visitor: 200, stranger: 200, dancer: 200, judge: 200, host: 200, admin: 200, organizer: 200 },
  },
  {
    name: 'POST prelims (judge)',
    method: 'post',
    setup: {},
    path: (s) => `/battles/${s.battle}/prelims`,
    body: (s) => [{ userId: s.dancers[1], points: 7, mode: 'new', round: 0 }],
    expect: { visitor: A, stranger: F, dancer: F, judge: 200, host: F, admin: F, organizer: F },
  },
  {
    name: 'POST gone',
    method: 'post',
    setup: {},
    path: (s) => `/battles/${s.battle}/prelims/gone/${s.dancers[1]}`,
    expect: { visitor: A, stranger: F, dancer: F, judge: F, host: 200, admin: 200, organizer: 200 },
  },
  {
    name: 'POST finish',
    method: 'post',
    setup: { scored: true },
    path: (s) => `/battles/${s.battle}/prelims/finish`,
    expect: { visitor: A, stranger: F, dancer: F, judge: F, host: F, admin: 200, organizer: 200 },
  },
  {
    name: 'POST reshuffle',
    method: 'post',
    setup: {},
    path: (s) => `/battles/${s.battle}/reshuffle`,
    expect: { visitor: A, stranger: F, dancer: F, judge: F, host: F, admin: 200, organizer: 200 },
  },
  {
    name: 'POST create-groups',
    method: 'post',
    setup: {},
    path: (s) => `/battles/${s.battle}/prelims/create-groups`,
    body: () => ({ amount: 2, type: 'random' }),
    expect: { visitor: A, stranger: F, dancer: F, judge: F, host: F, admin: 200, organizer: 200 },
  },
  {
    name: 'POST move',
    method: 'post',
    setup: { grouped: true },
    path: (s) => `/battles/${s.battle}/prelims/${s.groups[0]}/move/${s.groups[1]}`,
    body: async (s) => ({ id: await s.memberOf(s.groups[0]) }),
    expect: { visitor: A, stranger: F, dancer: F, judge: F, host: F, admin: 200, organizer: 200 },
  },
  {
    name: 'POST prelims (judge a crew round)',
    method: 'post',
    setup: { crews: true },
    path: (s) => `/battles/${s.battle}/prelims`,
    body: (s) => [{ crewId: s.dancers[1], points: 8.5, mode: 'new', round: 2 }],
    expect: { visitor: A, stranger: F, dancer: F, judge: 200, host: F, admin: F, organizer: F },
  },
  {
    name: 'POST gone (a crew)',
    method: 'post',
    setup: { crews: true },
    path: (s) => `/battles/${s.battle}/prelims/gone/${s.dancers[0]}`,
    expect: { visitor: A, stranger: F, dancer: F, judge: F, host: 200, admin: 200, organizer: 200 },
  },
];

const CELLS = matrixCells(ACTIONS, ROLES);

describe('prelims routes: role × action', () => {
  it.each(CELLS)('%s as %s → %i', async (_name, role, status, action) => {
    const s = await stage(action.setup);
    await expectCell(ctx, action, s, role === 'visitor' ? null : cast[role].auth, status);
    // A refused write leaves the battle as it was.
    if (status >= 400)
      expect((await ctx.db('battles').where('id', s.battle).first()).status).toBe(
        action.setup.scored || action.setup.grouped ? 'prelims' : 'registration',
      );
  });
});

/** Everything a prelims write can touch, to show a refused one touched nothing. */
async function prelimsRows(battle: number) {
  const rows = async (table: string, columns: string[]) => ctx.db(table).where('battle_id', battle).select(columns).orderBy('id');
  return {
    battle: await ctx.db('battles').where('id', battle).first('status', 'style'),
    entries: await rows('battle_entries', ['id', 'rand_id', 'group_id', 'is_gone', 'pass_status', 'is_promoted']),
    crews: await rows('crews', ['id', 'rand_id', 'group_id', 'is_gone', 'pass_status', 'is_promoted']),
    judgments: await rows('judgments', ['id', 'points']),
    groups: await rows('prelim_groups', ['id', 'name']),
    sparrings: await rows('sparrings', ['id']),
  };
}

// A classic battle has no prelims: the read is 404, and every write is refused (409) before it
// reads or writes anything, whoever calls. Before, the write committed (the battle left
// registration for good) and then answered 404.
describe('prelims writes on a classic battle: refused, nothing written', () => {
  const WRITES = ACTIONS.filter((a) => a.method !== 'get').map((a) => ({
    ...a,
    expect: { visitor: A, stranger: C, dancer: C, judge: C, host: C, admin: C, organizer: C },
  }));
  it.each(matrixCells(WRITES, ROLES))('%s as %s → %i', async (_name, role, status, action) => {
    const s = await stage(action.setup);
    await ctx.db('battles').where('id', s.battle).update({ style: 'classic' });
    const before = await prelimsRows(s.battle);
    await expectCell(ctx, action, s, role === 'visitor' ? null : cast[role].auth, status);
    expect(await prelimsRows(s.battle)).toEqual(before);
  });

  it('says why', async () => {
    const s = await stage({});
    await ctx.db('battles').where('id', s.battle).update({ style: 'classic' });
    const res = await score(ctx, s.battle, cast.judge, { [s.dancers[1]]: 7 });
    expect({ status: res.status, message: res.body.error?.message }).toEqual({
      status: C,
      message: PRELIMS_ERRORS.notBracketBattle,
    });
  });
});

// One rule for the battle's editors: what GET /battles/:id answers as canEdit is exactly who may
// create and move groups (and the prelims answer's canFinishPrelims), role by role.
const EDITS_BATTLE: Record<Role, boolean> = {
  visitor: false,
  stranger: false,
  dancer: false,
  judge: false,
  host: false,
  admin: true,
  organizer: true,
};

describe('battle canEdit: one rule for the answer and the groups writes', () => {
  it.each(ROLES)('as %s', async (role) => {
    const s = await stage({ grouped: true });
    const as = <T extends { set: (h: Record<string, string>) => T }>(req: T) =>
      role === 'visitor' ? req : req.set(cast[role].auth);
    const battle = await as(ctx.api().get(`/battles/${s.battle}`)).expect(200);
    const prelims = await as(ctx.api().get(`/battles/${s.battle}/prelims`)).expect(200);
    const create = await as(ctx.api().post(`/battles/${s.battle}/prelims/create-groups`)).send({ amount: 2, type: 'random' });
    const groups = create.status === 200 ? create.body.groups.map((g: { id: number }) => g.id) : s.groups;
    const member = Number((await ctx.db('battle_entries').where({ battle_id: s.battle, group_id: groups[0] }).first()).user_id);
    const move = await as(ctx.api().post(`/battles/${s.battle}/prelims/${groups[0]}/move/${groups[1]}`)).send({ id: member });
    const allowed = (status: number) => status === 200;
    expect({
      canEdit: battle.body.canEdit,
      canFinishPrelims: prelims.body.permissions.canFinishPrelims,
      createGroups: allowed(create.status),
      move: allowed(move.status),
    }).toEqual({
      canEdit: EDITS_BATTLE[role],
      canFinishPrelims: EDITS_BATTLE[role],
      createGroups: EDITS_BATTLE[role],
      move: EDITS_BATTLE[role],
    });
  });
});
