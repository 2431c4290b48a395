import type { Knex } from 'knex';
import { PRELIMS_ERRORS, type PrelimsResult } from '@cypher/contracts';
import type { Caller } from '../auth/caller.js';
import { ConflictError, ForbiddenError } from '../errors.js';
import { prelimsOpen } from '../policies/prelims-policies.js';
import { createPrelimsRepository, type PrelimsRepository } from '../repositories/prelims-repository.js';
import { createBattleWrites, type BattleWrite } from './battle-writes.js';
import type { BattleViewerOf } from './battle-viewer.js';
import type { AnnounceBattleChange } from '../live/index.js';
import { loadPrelimsState, type PrelimsState } from './prelims-view.js';
import type { PrelimsViewService } from './prelims-view.js';

/** A prelims write: the battle write frame plus the prelims rows read inside the lock. */
export interface PrelimsWrite extends BattleWrite {
  prelims: PrelimsRepository;
  state: PrelimsState;
}

/**
 * The one frame of every prelims write: one transaction that locks the battle row first (two
 * judges, or two editors, queue there instead of deadlocking on the rows below), reads the
 * preliminaries inside the lock, runs the work, commits, and answers the whole prelims state as
 * the caller sees it.
 */
export function createPrelimsWrites(deps: {
  db: Knex;
  now: () => Date;
  viewerOf: BattleViewerOf;
  view: PrelimsViewService;
  announceBattleChange: AnnounceBattleChange;
}) {
  // Open prelims pages hear 'prelims'; the battle frame announces 'battle' (the status may move).
  const writes = createBattleWrites(deps);
  return async function prelimsWrite(
    battleId: number,
    caller: Caller,
    work: (w: PrelimsWrite) => Promise<void>,
    o: { bracketChanged?: boolean; scoresOnly?: boolean } = {},
  ): Promise<PrelimsResult> {
    // A judges' write changes scores, and the battle itself only when the first one starts the
    // prelims: every open page would otherwise refetch the battle on every tap of a judge.
    let statusMoved = false;
    await writes.run(
      battleId,
      caller,
      async (w) => {
        // Before any read or write: a classic battle has no prelims, and a judgment or a group
        // stored there would move it out of registration for good (nothing undoes that).
        requireBracketBattle(w);
        const repository = createPrelimsRepository(w.trx);
        const prelims: PrelimsRepository = {
          ...repository,
          setStatus: (...args) => {
            statusMoved = true;
            return repository.setStatus(...args);
          },
        };
        await work({ ...w, prelims, state: await loadPrelimsState(w.trx, w.battle) });
      },
      { announce: !o.scoresOnly, entries: false },
    );
    if (o.scoresOnly && statusMoved) deps.announceBattleChange(battleId, 'battle');
    deps.announceBattleChange(battleId, 'prelims');
    if (o.bracketChanged) deps.announceBattleChange(battleId, 'brackets');
    return deps.view.get(battleId, caller);
  };
}

export type PrelimsWriteFrame = ReturnType<typeof createPrelimsWrites>;

/** 409 for a classic battle: preliminaries only seed a bracket (the read answers 404 for the same battle). */
function requireBracketBattle(w: BattleWrite): void {
  if (w.battle.style !== 'bracket') throw new ConflictError(PRELIMS_ERRORS.notBracketBattle);
}

/** 409 once 'Add to bracket' ran: the preliminaries are frozen. */
export function requirePrelimsOpen(w: PrelimsWrite): void {
  if (!prelimsOpen(w.battle.status)) throw new ConflictError(PRELIMS_ERRORS.finished);
}

/** 403 unless `allowed`; the message says who may. */
export function requireRole(allowed: boolean, who: string): void {
  if (!allowed) throw new ForbiddenError(`Only ${who} can do that`);
}

/** The first judgment or the first groups move the battle from registration to prelims. */
export async function startPrelims(w: PrelimsWrite): Promise<void> {
  if (w.battle.status === 'registration') await w.prelims.setStatus(w.battle.id, 'prelims', w.at);
}
