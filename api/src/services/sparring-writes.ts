import type { Knex } from 'knex';
import type { Sparring } from '@cypher/contracts';
import type { Caller } from '../auth/caller.js';
import type { AnnounceBattleChange } from '../live/index.js';
import type { BattleViewerOf } from './battle-viewer.js';
import type { BattleWrite, BattleWrites } from './battle-writes.js';
import { battleIdOfSparring, loadSparringFacts, type SparringFacts } from './sparring-facts.js';
import { toSparringAnswer } from './sparring-view.js';

/**
 * The frame of every sparring write: the battle's transaction (its row lock queues two judges of
 * the same battle one after the other, so statuses are decided on what is committed), the
 * sparring row locked and loaded with its facts, then the open pages told and the fresh answer
 * read after the commit. `treeChanges`: the write can move someone in the bracket (finish, reset).
 */
export function createSparringWrites(deps: {
  db: Knex;
  writes: BattleWrites;
  viewerOf: BattleViewerOf;
  announceBattleChange: AnnounceBattleChange;
}) {
  async function read(sparringId: number, caller: Caller | null): Promise<Sparring> {
    return toSparringAnswer(await loadSparringFacts(deps.db, sparringId, caller, { viewerOf: deps.viewerOf }));
  }

  async function run(
    sparringId: number,
    caller: Caller,
    work: (w: BattleWrite, f: SparringFacts) => Promise<void>,
    o: { treeChanges?: boolean } = {},
  ): Promise<Sparring> {
    const battleId = await battleIdOfSparring(deps.db, sparringId);
    await deps.writes.run(battleId, caller, async (w) => {
      const locked = { battle: w.battle, event: w.event, viewer: w.viewer };
      await work(w, await loadSparringFacts(w.trx, sparringId, caller, { viewerOf: deps.viewerOf, locked }));
    });
    // After the commit: the sparring's page refetches; a decided or reset sparring also moves the tree.
    deps.announceBattleChange(battleId, 'sparring', sparringId);
    if (o.treeChanges) deps.announceBattleChange(battleId, 'brackets');
    return read(sparringId, caller);
  }

  return { read, run };
}

export type SparringWrites = ReturnType<typeof createSparringWrites>;
