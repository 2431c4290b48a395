import fc from 'fast-check';
import { BATTLE_NOTIFICATION_TYPES } from '@cypher/contracts';
import { createTestContext, type TestContext } from './helpers/test-app.js';
import { createSignedInDancer, type SignedInDancer } from './helpers/auth.js';
import { fixtures } from './helpers/fixtures.js';

// Property-based: random sequences of register / unregister / staff decline / check-in / retry (1 vs 1)
// and create / accept / decline / leave / retry (crews) against a small model. After every step the
// database must equal the model: never over the cap, never a dancer twice, the waitlist promoted
// in order, and every promotion notified exactly once.
const RUNS = 100;
const CAP = 2;
const PEOPLE = 5;

let ctx: TestContext;
let f: ReturnType<typeof fixtures>;
let event: number;
let organizer: SignedInDancer;
const dancers: SignedInDancer[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  f = fixtures(ctx.db);
  organizer = await createSignedInDancer(ctx.db, { dancerName: 'Prop Organizer' });
  event = await f.event({ title: 'Prop Jam', startDays: 1, endDays: 2 });
  await f.staff(event, organizer.profileId, 'organizer');
  for (let i = 0; i < PEOPLE; i++) dancers.push(await createSignedInDancer(ctx.db, { dancerName: `Prop ${i}` }));
}, 60_000);
afterAll(() => ctx.close());

const promotionsOf = async (battleLink: string) => {
  const rows = (await ctx
    .db('notifications')
    .where({ type: BATTLE_NOTIFICATION_TYPES.promoted, link: battleLink })
    .select('user_id')) as {
    user_id: number;
  }[];
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(Number(row.user_id), (counts.get(Number(row.user_id)) ?? 0) + 1);
  return counts;
};
const byIndex = (counts: Map<number, number>) => dancers.map((d) => counts.get(d.profileId) ?? 0);

type SoloStep = { kind: 'register' | 'unregister' | 'decline' | 'checkIn'; who: number } | { kind: 'retry' };

describe('1 vs 1 waitlist (fast-check)', () => {
  it(`keeps the cap, the order and one notification per promotion over ${RUNS} random sequences`, async () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constantFrom('register', 'unregister', 'decline', 'checkIn'), who: fc.nat(PEOPLE - 1) }),
      fc.constant({ kind: 'retry' as const }),
    ) as fc.Arbitrary<SoloStep>;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const battle = await f.battle(event, { title: 'Prop Solo', cap: 'registration', limit: CAP });
        await ctx.db('attendances').where({ event_id: event }).delete();
        const registered: number[] = [];
        const waiting: number[] = [];
        const promoted = new Array<number>(PEOPLE).fill(0);
        const leave = (i: number) => {
          const at = registered.indexOf(i);
          if (at >= 0) {
            registered.splice(at, 1);
            while (registered.length < CAP && waiting.length) {
              const next = waiting.shift()!;
              registered.push(next);
              promoted[next] += 1;
            }
          } else if (waiting.includes(i)) waiting.splice(waiting.indexOf(i), 1);
        };
        let last: Exclude<SoloStep, { kind: 'retry' }> | null = null;
        for (const raw of steps) {
          const s: Exclude<SoloStep, { kind: 'retry' }> | null = raw.kind === 'retry' ? last : raw;
          if (!s) continue;
          last = s;
          const d = dancers[s.who];
          let status: number;
          if (s.kind === 'register') {
            status = (await ctx.api().post(`/battles/${battle}/dancer`).set(d.auth)).status;
            if (!registered.includes(s.who) && !waiting.includes(s.who))
              (registered.length < CAP ? registered : waiting).push(s.who);
          } else if (s.kind === 'unregister') {
            status = (await ctx.api().delete(`/battles/${battle}/dancer`).set(d.auth)).status;
            leave(s.who);
          } else if (s.kind === 'decline') {
            const inBattle = registered.includes(s.who) || waiting.includes(s.who);
            status = (
              await ctx.api().post(`/admin/battles/${battle}/unregister`).set(organizer.auth).send({ userId: d.profileId })
            ).status;
            expect(status).toBe(inBattle ? 200 : 404);
            status = 200;
            leave(s.who);
          } else {
            // Check-in is the event's (attendances); it must not move anyone in or out.
            await ctx.db('attendances').where({ event_id: event, user_id: d.profileId }).delete();
            await f.attend(event, d.profileId, true);
            status = 200;
          }
          expect(status).toBe(200);
          const rows = (await ctx.db('battle_entries').where({ battle_id: battle }).orderBy('waitlist_position')) as {
            user_id: number;
            in_waitlist: number | boolean;
          }[];
          const index = (userId: number) => dancers.findIndex((x) => x.profileId === Number(userId));
          const inDb = rows.filter((r) => !Number(r.in_waitlist)).map((r) => index(r.user_id));
          const waitDb = rows.filter((r) => Number(r.in_waitlist)).map((r) => index(r.user_id));
          expect(inDb.length).toBeLessThanOrEqual(CAP);
          expect([...inDb].sort()).toEqual([...registered].sort());
          expect(waitDb).toEqual(waiting);
          expect(byIndex(await promotionsOf(`/battle/${battle}`))).toEqual(promoted);
        }
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});

type CrewStep =
  { kind: 'create'; who: number; invite: number } | { kind: 'accept' | 'decline' | 'leave'; who: number } | { kind: 'retry' };

interface ModelCrew {
  lead: number;
  members: Map<number, boolean>;
  waiting: boolean;
}

describe('crew waitlist (fast-check)', () => {
  it(`never puts a dancer in two crews and promotes crews in order over ${RUNS} random sequences`, async () => {
    const who = fc.nat(PEOPLE - 1);
    const step = fc.oneof(
      fc.record({ kind: fc.constant('create' as const), who, invite: who }),
      fc.record({ kind: fc.constantFrom('accept' as const, 'decline' as const, 'leave' as const), who }),
      fc.constant({ kind: 'retry' as const }),
    ) as fc.Arbitrary<CrewStep>;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const battle = await f.battle(event, { title: 'Prop Crews', crewSize: 2, cap: 'registration', limit: CAP });
        const crews: ModelCrew[] = [];
        const promoted = new Array<number>(PEOPLE).fill(0);
        const crewOf = (i: number) => crews.find((c) => c.members.has(i));
        const crewIdOf = async (lead: number) =>
          Number(
            (await ctx.db('battle_entries').where({ battle_id: battle, user_id: dancers[lead].profileId }).first('crew_id'))
              .crew_id,
          );
        const crewIds = new Map<ModelCrew, number>();
        const drop = (crew: ModelCrew) => {
          crews.splice(crews.indexOf(crew), 1);
          if (crew.waiting) return;
          const next = crews.find((c) => c.waiting);
          if (next && crews.filter((c) => !c.waiting).length < CAP) {
            next.waiting = false;
            for (const [member, confirmed] of next.members) if (confirmed) promoted[member] += 1;
          }
        };
        let last: Exclude<CrewStep, { kind: 'retry' }> | null = null;
        for (const raw of steps) {
          const s: Exclude<CrewStep, { kind: 'retry' }> | null = raw.kind === 'retry' ? last : raw;
          if (!s) continue;
          last = s;
          const d = dancers[s.who];
          if (s.kind === 'create') {
            const userIds = s.invite === s.who ? [] : [dancers[s.invite].profileId];
            const res = await ctx
              .api()
              .post(`/crews/${battle}`)
              .set(d.auth)
              .send({ eventId: event, name: `Crew ${s.who}`, userIds });
            const free = !crewOf(s.who) && (s.invite === s.who || !crewOf(s.invite));
            expect(res.status).toBe(free ? 200 : 409);
            if (free) {
              const crew: ModelCrew = {
                lead: s.who,
                members: new Map([[s.who, true]]),
                waiting: crews.filter((c) => !c.waiting).length >= CAP,
              };
              if (s.invite !== s.who) crew.members.set(s.invite, false);
              crews.push(crew);
              crewIds.set(crew, await crewIdOf(s.who));
            }
          } else {
            const crew = crewOf(s.who);
            const target = crew ? crewIds.get(crew)! : 999_999;
            const res = await ctx
              .api()
              .post(`/crews/${battle}/${target}/${s.kind === 'leave' ? 'unregister' : s.kind}`)
              .set(d.auth);
            const confirmed = crew?.members.get(s.who);
            if (!crew) expect(res.status).toBe(404);
            else if (s.kind === 'accept') {
              expect(res.status).toBe(200);
              crew.members.set(s.who, true);
            } else if (s.kind === 'decline') {
              expect(res.status).toBe(confirmed ? 409 : 200);
              if (!confirmed) crew.members.delete(s.who);
            } else {
              expect(res.status).toBe(confirmed ? 200 : 409);
              if (confirmed) {
                crew.members.delete(s.who);
                if (![...crew.members.values()].some(Boolean)) drop(crew);
              }
            }
          }
          const rows = (await ctx.db('crews').where({ battle_id: battle }).orderBy('id')) as {
            id: number;
            in_waitlist: number | boolean;
          }[];
          expect(rows.filter((r) => !Number(r.in_waitlist)).length).toBeLessThanOrEqual(CAP);
          expect(rows.map((r) => [Number(r.id), Boolean(Number(r.in_waitlist))])).toEqual(
            crews.map((c) => [crewIds.get(c), c.waiting]),
          );
          const entries = (await ctx.db('battle_entries').where({ battle_id: battle }).select('user_id')) as {
            user_id: number;
          }[];
          const users = entries.map((e) => Number(e.user_id));
          expect(new Set(users).size).toBe(users.length);
          expect(users.length).toBe(crews.reduce((n, c) => n + c.members.size, 0));
          expect(byIndex(await promotionsOf(`/battle/${battle}`))).toEqual(promoted);
        }
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});
