import type { TestContext } from './test-app.js';
import { createSignedInDancer, type SignedInDancer } from './auth.js';
import { fixtures } from './fixtures.js';

/** The people of judging day: two judges, the organizer and an admin (event editors), a host (staff), a dancer and a stranger. */
export async function judgingCast(ctx: TestContext, event: number) {
  const f = fixtures(ctx.db);
  const make = (name: string) => createSignedInDancer(ctx.db, { dancerName: name });
  const cast = {
    judge: await make('Judge One'),
    judge2: await make('Judge Two'),
    organizer: await make('Organizer'),
    admin: await make('Event Admin'),
    host: await make('Host'),
    stranger: await make('Stranger'),
    dancer: await make('Dancer Zed'),
  };
  await f.staff(event, cast.organizer.profileId, 'organizer');
  await f.staff(event, cast.host.profileId, 'host');
  await f.staff(event, cast.admin.profileId, 'admin');
  return cast;
}
export type JudgingCast = Awaited<ReturnType<typeof judgingCast>>;

/**
 * A bracket battle (size 8 unless said) with `checkedIn` numbered dancers (numbers 1…n), the
 * cast's dancer among them, `registered` more without a number, and both judges.
 */
export async function soloPrelims(
  ctx: TestContext,
  event: number,
  cast: JudgingCast,
  o: { checkedIn: number; registered?: number; bracketSize?: number; hide?: boolean },
) {
  const f = fixtures(ctx.db);
  const battle = await f.battle(event, { title: 'Prelims Solo', hide: o.hide });
  if (o.bracketSize) await ctx.db('battles').where('id', battle).update({ bracket_size: o.bracketSize });
  await f.judge(battle, cast.judge.profileId);
  await f.judge(battle, cast.judge2.profileId);
  const dancers: number[] = o.checkedIn > 0 ? [cast.dancer.profileId] : [];
  for (let i = 1; i < o.checkedIn; i += 1) dancers.push(await f.user({ dancerName: `Dancer ${String.fromCharCode(64 + i)}` }));
  for (const [i, id] of dancers.entries()) await f.entry(battle, id, { randId: i + 1 });
  const waiting: number[] = [];
  for (let i = 0; i < (o.registered ?? 0); i += 1) {
    const id = await f.user({ dancerName: `Late ${i}` });
    await f.entry(battle, id);
    waiting.push(id);
  }
  return { battle, dancers, waiting };
}

/** A crew battle of `crewSize` with `crews` numbered crews of two confirmed dancers each (the cast's dancer in the first). */
export async function crewPrelims(ctx: TestContext, event: number, cast: JudgingCast, o: { crews: number; crewSize: number }) {
  const f = fixtures(ctx.db);
  const battle = await f.battle(event, { title: 'Prelims Crews', crewSize: o.crewSize });
  await f.judge(battle, cast.judge.profileId);
  await f.judge(battle, cast.judge2.profileId);
  const crews: number[] = [];
  for (let i = 0; i < o.crews; i += 1) {
    const crew = await f.crew(battle, `Crew ${String.fromCharCode(65 + i)}`, i + 1);
    const first = i === 0 ? cast.dancer.profileId : await f.user({ dancerName: `Crew ${i} A` });
    await f.entry(battle, first, { crewId: crew });
    await f.entry(battle, await f.user({ dancerName: `Crew ${i} B` }), { crewId: crew });
    crews.push(crew);
  }
  const unnumbered = await f.crew(battle, 'Crew Late');
  await f.entry(battle, await f.user({ dancerName: 'Late member' }), { crewId: unnumbered });
  return { battle, crews, unnumbered };
}

/** `judge` scores every (userId or crewId) → points, in one call; answers the response. */
export function score(
  ctx: TestContext,
  battle: number,
  judge: SignedInDancer,
  points: Record<number, number>,
  o: { crews?: boolean; round?: number } = {},
) {
  const body = Object.entries(points).map(([id, p]) => ({
    [o.crews ? 'crewId' : 'userId']: Number(id),
    points: p,
    mode: 'new',
    round: o.round ?? (o.crews ? 1 : 0),
  }));
  return ctx.api().post(`/battles/${battle}/prelims`).set(judge.auth).send(body);
}
