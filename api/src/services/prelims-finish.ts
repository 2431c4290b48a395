import { PRELIMS_ERRORS } from '@cypher/contracts';
import type { Caller } from '../auth/caller.js';
import { ConflictError } from '../errors.js';
import { finishBlocker } from '../policies/prelims-policies.js';
import { bracketSparrings } from './prelims-bracket.js';
import { shuffled } from './shuffle.js';
import { standingOf } from './prelims-view.js';
import { requirePrelimsOpen, requireRole, type PrelimsWriteFrame } from './prelims-writes.js';

/** 'Add to bracket' and 'Randomize'. */
export function createPrelimsFinishService(deps: { write: PrelimsWriteFrame; random: () => number }) {
  return {
    /**
     * Freezes the ranking (passStatus, isPromoted on every row), stores the bracket tree with the
     * best `bracketSize` seeded into its first round, and moves the battle to prelims-finished.
     * Refused (409, the permissions error's text) while it has nothing fair to seed: fewer than two
     * entries, anyone still in without points, or a tie across the last spot.
     */
    finish(battleId: number, caller: Caller) {
      return deps.write(
        battleId,
        caller,
        async (w) => {
          requireRole(w.viewer.canEditEvent, "the event's editors");
          requirePrelimsOpen(w);
          const blocker = finishBlocker(standingOf(w.battle, w.state));
          if (blocker) throw new ConflictError(blocker);
          // An earlier bracket that 'Undo bracket' did not clear would collide with the new tree.
          if (await w.prelims.hasSparrings(battleId)) throw new ConflictError(PRELIMS_ERRORS.finished);
          const { passStatus, order } = w.state.ranking;
          for (const e of w.state.entries) {
            const status = passStatus.get(e.rowId) ?? null;
            await w.prelims.saveOutcome(
              w.state.kind,
              { rowId: e.rowId, passStatus: status, isPromoted: status === 'passed' },
              w.at,
            );
          }
          const seeded = order.filter((rowId) => passStatus.get(rowId) === 'passed');
          await w.prelims.createSparrings(battleId, w.state.kind, bracketSparrings(w.battle.bracketSize, seeded), w.at);
          await w.prelims.setStatus(battleId, 'prelims-finished', w.at);
        },
        { bracketChanged: true },
      );
    },

    /**
     * 'Randomize': deals the assigned numbers (the running order on the floor) out again at random
     * among the checked-in entries. Only before the first score: the numbers are what the judges
     * go by once scoring starts.
     */
    reshuffle(battleId: number, caller: Caller) {
      return deps.write(battleId, caller, async (w) => {
        requireRole(w.viewer.canEditEvent, "the event's editors");
        requirePrelimsOpen(w);
        if (w.state.hasJudgments) throw new ConflictError(PRELIMS_ERRORS.shuffleAfterScores);
        const numbers = shuffled(
          w.state.entries.map((e) => e.randId),
          deps.random,
        );
        for (const [i, e] of w.state.entries.entries()) await w.prelims.setNumber(w.state.kind, e.rowId, numbers[i], w.at);
      });
    },
  };
}
