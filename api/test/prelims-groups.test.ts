import { PRELIMS_ERRORS } from '@cypher/contracts';
import { createTestContext, type TestContext } from './helpers/test-app.js';
import { fixtures } from './helpers/fixtures.js';
import { crewPrelims, judgingCast, score, soloPrelims, type JudgingCast } from './helpers/prelims-stage.js';

let ctx: TestContext;
let event: number;
let cast: JudgingCast;

beforeAll(async () => {
  ctx = await createTestContext();
  event = await fixtures(ctx.db).event({ title: 'Groups Day', startDays: 0, endDays: 1 });
  cast = await judgingCast(ctx, event);
}, 60_000);
afterAll(() => ctx.close());

interface Group {
  id: number;
  name: string;
  amountMembers: number;
  members: { id: number }[];
}
const createGroups = (battle: number, amount: number, who = cast.organizer) =>
  ctx.api().post(`/battles/${battle}/prelims/create-groups`).set(who.auth).send({ amount, type: 'random' });
const move = (battle: number, a: number, b: number, id: number) =>
  ctx.api().post(`/battles/${battle}/prelims/${a}/move/${b}`).set(cast.organizer.auth).send({ id });

describe('POST /battles/:id/prelims/create-groups', () => {
  it('deals only checked-in dancers into evenly sized groups named Group n, sorted by name, and starts the prelims', async () => {
    const { battle, dancers, waiting } = await soloPrelims(ctx, event, cast, { checkedIn: 11, registered: 2 });
    const res = await createGroups(battle, 10);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('prelims');
    const groups = res.body.groups as Group[];
    expect(groups.map((g) => g.name)).toEqual([
      'Group 1',
      'Group 2',
      'Group 3',
      'Group 4',
      'Group 5',
      'Group 6',
      'Group 7',
      'Group 8',
      'Group 9',
      'Group 10',
    ]);
    expect(groups.map((g) => g.amountMembers).sort()).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 2]);
    const grouped = groups.flatMap((g) => g.members.map((m) => m.id));
    expect(grouped.sort()).toEqual([...dancers].sort());
    for (const id of waiting) expect(grouped).not.toContain(id);
    for (const e of res.body.entries) expect(groups.find((g) => g.id === e.group)!.members.map((m) => m.id)).toContain(e.id);
  });

  it('groups only crews whose members are all checked in (the numbered ones)', async () => {
    const { battle, crews, unnumbered } = await crewPrelims(ctx, event, cast, { crews: 4, crewSize: 2 });
    const groups = (await createGroups(battle, 2)).body.groups as Group[];
    expect(groups.map((g) => g.amountMembers)).toEqual([2, 2]);
    const grouped = groups.flatMap((g) => g.members.map((m) => m.id));
    expect(grouped.sort()).toEqual([...crews].sort());
    expect(grouped).not.toContain(unnumbered);
  });

  it('replaces earlier groups; amount 0 removes them; one group (or more than entries allows one) is no grouping', async () => {
    const { battle } = await soloPrelims(ctx, event, cast, { checkedIn: 4 });
    const first = (await createGroups(battle, 2)).body.groups as Group[];
    const again = (await createGroups(battle, 3)).body.groups as Group[];
    expect(again).toHaveLength(3);
    expect(again.map((g) => g.id)).not.toContain(first[0].id);
    expect(await ctx.db('prelim_groups').where('battle_id', battle).count({ n: '*' })).toEqual([{ n: 3 }]);
    const removed = await createGroups(battle, 0);
    expect(removed.body.groups).toEqual([]);
    expect(removed.body.entries.every((e: { group: number | null }) => e.group === null)).toBe(true);
    expect((await createGroups(battle, 1)).body.groups).toEqual([]);
    expect((await createGroups(battle, 4)).body.groups).toHaveLength(4);
    expect((await createGroups(battle, 64)).body.groups).toHaveLength(4);
  });

  it.each([
    [{ amount: -1, type: 'random' }, 'body.amount'],
    [{ amount: 65, type: 'random' }, 'body.amount'],
    [{ amount: 2, type: 'seeded' }, 'body.type'],
    [{ type: 'random' }, 'body.amount'],
  ])('refuses %j with 400 naming the field', async (body, field) => {
    const { battle } = await soloPrelims(ctx, event, cast, { checkedIn: 2 });
    const res = await ctx.api().post(`/battles/${battle}/prelims/create-groups`).set(cast.organizer.auth).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error.details.field).toBe(field);
  });

  it('refuses once the bracket exists', async () => {
    const { battle, dancers } = await soloPrelims(ctx, event, cast, { checkedIn: 2 });
    await score(ctx, battle, cast.judge, { [dancers[0]]: 6, [dancers[1]]: 7 });
    await ctx.api().post(`/battles/${battle}/prelims/finish`).set(cast.organizer.auth);
    const res = await createGroups(battle, 2);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(PRELIMS_ERRORS.finished);
  });
});

describe('POST /battles/:id/prelims/:groupA/move/:groupB', () => {
  it('moves a dancer; an emptied group goes, and when one group is left the grouping ends', async () => {
    const { battle } = await soloPrelims(ctx, event, cast, { checkedIn: 3 });
    let groups = (await createGroups(battle, 3)).body.groups as Group[];
    const [a, b, c] = groups;
    const moved = await move(battle, a.id, b.id, a.members[0].id);
    expect(moved.status).toBe(200);
    groups = moved.body.groups;
    expect(groups.map((g) => g.id)).toEqual([b.id, c.id]);
    expect(groups[0].members.map((m) => m.id).sort()).toEqual([a.members[0].id, b.members[0].id].sort());
    const last = await move(battle, c.id, b.id, c.members[0].id);
    expect(last.body.groups).toEqual([]);
    expect(last.body.entries.every((e: { group: number | null }) => e.group === null)).toBe(true);
    expect(await ctx.db('prelim_groups').where('battle_id', battle).count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('refuses a dancer who is not in group A (400 body.id) and groups of another battle (404)', async () => {
    const { battle } = await soloPrelims(ctx, event, cast, { checkedIn: 4 });
    const [a, b] = (await createGroups(battle, 2)).body.groups as Group[];
    const wrong = await move(battle, a.id, b.id, b.members[0].id);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details.field).toBe('body.id');
    const { battle: other } = await soloPrelims(ctx, event, cast, { checkedIn: 2 });
    expect((await move(other, a.id, b.id, a.members[0].id)).status).toBe(404);
    const bad = await ctx.api().post(`/battles/${battle}/prelims/${a.id}/move/${b.id}`).set(cast.organizer.auth).send({});
    expect(bad.body.error.details.field).toBe('body.id');
  });
});

describe('POST /battles/:id/reshuffle (Randomize)', () => {
  it('deals the same numbers out again, only before the first score', async () => {
    const { battle } = await soloPrelims(ctx, event, cast, { checkedIn: 6 });
    const before = (await ctx.api().get(`/battles/${battle}/prelims?sb=name-asc`).set(cast.organizer.auth)).body.entries;
    let after = before;
    // A random deal can repeat the order; six entries repeat it once in 720.
    for (
      let i = 0;
      i < 3 &&
      JSON.stringify(after.map((e: { randId: number }) => e.randId)) ===
        JSON.stringify(before.map((e: { randId: number }) => e.randId));
      i += 1
    ) {
      const res = await ctx.api().post(`/battles/${battle}/reshuffle`).set(cast.organizer.auth);
      expect(res.status).toBe(200);
      after = (await ctx.api().get(`/battles/${battle}/prelims?sb=name-asc`).set(cast.organizer.auth)).body.entries;
    }
    const numbers = (list: { randId: number }[]) => list.map((e) => e.randId);
    expect(numbers(after)).not.toEqual(numbers(before));
    expect([...numbers(after)].sort()).toEqual([...numbers(before)].sort());

    await score(ctx, battle, cast.judge, { [after[0].id]: 8 });
    const refused = await ctx.api().post(`/battles/${battle}/reshuffle`).set(cast.organizer.auth);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(PRELIMS_ERRORS.shuffleAfterScores);
    const view = await ctx.api().get(`/battles/${battle}/prelims`).set(cast.organizer.auth);
    expect(view.body.permissions.canShuffle).toBe(false);
  });
});
