import type { PrelimsEntry } from '@cypher/contracts';
import { scoreKey } from '../api/use-judge-writes';
import { JUDGE_LABELS } from '../judge-labels';
import { useJudgeWrites } from '../judge-writes';

/** Staff's 'gone' checkbox of a row: a set, sent through the offline queue. */
export function GoneMark({ entry }: { entry: PrelimsEntry }) {
  const writes = useJudgeWrites();
  if (!writes) return null;
  return (
    <label className="bt-score-row__gone">
      <input
        type="checkbox"
        checked={entry.isGone}
        aria-label={JUDGE_LABELS.goneLabel(entry.name)}
        onChange={(e) => void writes.gone(entry.id, e.currentTarget.checked, JUDGE_LABELS.goneLabel(entry.name))}
      />
      {JUDGE_LABELS.gone}
    </label>
  );
}

/** Under a row whose scores or gone mark wait for the connection: they are kept and sent later. */
export function WaitingToSend({ battleId, entryId }: { battleId: number; entryId: number }) {
  const writes = useJudgeWrites();
  if (!writes?.pending.some((write) => write.key === scoreKey(battleId, entryId))) return null;
  return (
    <p className="bt-score-row__waiting" role="status">
      {JUDGE_LABELS.waitingToSend}
    </p>
  );
}
