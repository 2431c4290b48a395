import { PRELIMS_POINTS_MAX, PRELIMS_POINTS_MIN, type JudgmentInput } from '@cypher/contracts';
import type { Caller } from '../auth/caller.js';
import { BadRequestError, NotFoundError } from '../errors.js';
import type { PrelimsEntryRecord } from '../repositories/prelims-repository.js';
import { requirePrelimsOpen, requireRole, startPrelims, type PrelimsWrite, type PrelimsWriteFrame } from './prelims-writes.js';

/**
 * A judgment's points: whole 1 to 10 with an optional half (so up to 10.5), or 0, which clears
 * the judge's score of that round ('tapping the same number again removes it').
 */
function validPoints(points: number): boolean {
  return points === 0 || (points >= PRELIMS_POINTS_MIN && points <= PRELIMS_POINTS_MAX + 0.5 && Number.isInteger(points * 2));
}

/** The checked-in entry a judgment names: by dancer (solo) or crew, each refusing the other's key. */
function judgedEntry(w: PrelimsWrite, j: JudgmentInput, i: number): PrelimsEntryRecord {
  const [key, other] = w.state.kind === 'solo' ? (['userId', 'crewId'] as const) : (['crewId', 'userId'] as const);
  if (j[other] !== undefined)
    throw new BadRequestError(
      `body.${i}.${other} is not allowed in a ${w.state.kind === 'solo' ? '1 vs 1' : 'crew'} battle`,
      `body.${i}.${other}`,
    );
  const id = j[key];
  if (id === undefined) throw new BadRequestError(`body.${i}.${key} is required`, `body.${i}.${key}`);
  const entry = w.state.entries.find((e) => e.id === id);
  if (!entry)
    throw new BadRequestError(
      `body.${i}.${key} is not a checked-in ${w.state.kind === 'solo' ? 'dancer' : 'crew'} of this battle`,
      `body.${i}.${key}`,
    );
  return entry;
}

/** POST /battles/{id}/prelims (judges' scores) and POST …/prelims/gone/{participantId}. */
export function createPrelimsJudgingService(deps: { write: PrelimsWriteFrame }) {
  return {
    /**
     * Saves a judge's scores. Every judgment is an upsert on (battle, judge, entry, round): a
     * replayed offline queue changes nothing, and the judge's last write wins. `mode` ('new' or
     * 'edit') is what the pad was doing; both save the same way, so a replay order never matters.
     */
    judge(battleId: number, caller: Caller, judgments: JudgmentInput[]) {
      return deps.write(
        battleId,
        caller,
        async (w) => {
          requireRole(w.viewer.isJudge, "the battle's judges");
          requirePrelimsOpen(w);
          const checked = judgments.map((j, i) => {
            const entry = judgedEntry(w, j, i);
            if (!w.state.rounds.includes(j.round))
              throw new BadRequestError(`body.${i}.round must be one of ${w.state.rounds.join(', ')}`, `body.${i}.round`);
            if (!validPoints(j.points))
              throw new BadRequestError(
                `body.${i}.points must be a whole number from 1 to 10 with an optional half, or 0 to clear`,
                `body.${i}.points`,
              );
            return { rowId: entry.rowId, round: j.round, points: j.points };
          });
          for (const j of checked) {
            const key = { battleId, kind: w.state.kind, judgeId: caller.profileId, rowId: j.rowId, round: j.round };
            if (j.points === 0) await w.prelims.removeJudgment(key);
            else await w.prelims.saveJudgment({ ...key, points: j.points, at: w.at });
          }
          await startPrelims(w);
        },
        { scoresOnly: true },
      );
    },

    /**
     * Marks a dancer (by user id) or crew (by crew id) gone, or back: `gone` sets it (the same
     * write twice lands the same); without it, the contract's toggle for old pages.
     */
    setGone(battleId: number, caller: Caller, participantId: number, gone?: boolean) {
      return deps.write(battleId, caller, async (w) => {
        requireRole(w.viewer.isStaff, 'event staff');
        requirePrelimsOpen(w);
        const entry = w.state.entries.find((e) => e.id === participantId);
        if (!entry) throw new NotFoundError(w.state.kind === 'solo' ? 'Checked-in dancer' : 'Checked-in crew', participantId);
        const target = gone ?? !entry.isGone;
        if (target !== entry.isGone) await w.prelims.setGone(w.state.kind, entry.rowId, target, w.at);
      });
    },
  };
}
