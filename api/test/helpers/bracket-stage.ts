import type { Knex } from 'knex';
import { defaultBracketLevels, seedPairs, type BracketSizeValue } from '@cypher/contracts';
import { createSparringsRepository } from '../../src/repositories/sparrings-repository.js';
import { createSignedInDancer, type SignedInDancer } from './auth.js';
import { fixtures } from './fixtures.js';
import { TEST_NOW } from './test-app.js';

export interface BracketStage {
  battle: number;
  /** Entrant ids on the wire, seed 1 first: dancers' user ids (solo) or crew ids. */
  seeds: number[];
  /** The dancers of each seed (solo: themselves), to sign in as competitors. */
  dancers: SignedInDancer[][];
  /** Sparring ids of the first level with the seeds `seedPairs` puts there, in tree order. */
  first: { sparringId: number; red: number; blue: number }[];
}

/**
 * A bracket battle just after 'Add to bracket' (status prelims-finished): `size` promoted,
 * checked-in entrants (solo dancers, or crews of two), the whole tree stored, nobody placed yet.
 */
export async function stageBracket(
  db: Knex,
  o: { event: number; orgId?: number | null; size?: BracketSizeValue; rounds?: number; crews?: boolean; judges?: number[] },
): Promise<BracketStage> {
  const f = fixtures(db);
  const size = o.size ?? 8;
  const battle = await f.battle(o.event, { orgId: o.orgId ?? null, crewSize: o.crews ? 2 : 1, status: 'prelims-finished' });
  const levels = defaultBracketLevels(size).map((l) => ({ ...l, rounds: o.rounds ?? 1 }));
  await db('battles')
    .where({ id: battle })
    .update({ bracket_size: size, bracket_levels: JSON.stringify(levels) });
  for (const judge of o.judges ?? []) await f.judge(battle, judge);
  const seeds: number[] = [];
  const dancers: SignedInDancer[][] = [];
  for (let seed = 1; seed <= size; seed++) {
    if (o.crews) {
      const crew = await f.crew(battle, `Crew ${battle}-${seed}`, seed);
      await db('crews').where({ id: crew }).update({ is_promoted: true });
      const members = [];
      for (let m = 0; m < 2; m++) {
        const dancer = await createSignedInDancer(db, { dancerName: `Crew ${seed} dancer ${m}` });
        await f.entry(battle, dancer.profileId, { crewId: crew, randId: seed });
        members.push(dancer);
      }
      seeds.push(crew);
      dancers.push(members);
    } else {
      const dancer = await createSignedInDancer(db, { dancerName: `Seed ${seed}` });
      const entry = await f.entry(battle, dancer.profileId, { randId: seed });
      await db('battle_entries').where({ id: entry }).update({ is_promoted: true });
      seeds.push(dancer.profileId);
      dancers.push([dancer]);
    }
  }
  const rows = await createSparringsRepository(db).createTree(battle, size, TEST_NOW);
  const first = seedPairs(size).map((p) => {
    const row = rows.find(
      (r) =>
        r.side === p.slot.side && (p.slot.side === 'final' || (r.roundIndex === p.slot.roundIndex && r.slot === p.slot.slot)),
    )!;
    return { sparringId: row.id, red: seeds[p.red - 1]!, blue: seeds[p.blue - 1]! };
  });
  return { battle, seeds, dancers, first };
}
