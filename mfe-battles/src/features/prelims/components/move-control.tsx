import { useId, useState } from 'react';
import type { PrelimsGroup } from '@cypher/contracts';
import { TOAST } from '@cypher/contracts/texts';
import { usePlatform } from '@cypher/contracts/react';
import { usePrelimsActions } from '../api/use-prelims-actions';
import { JUDGE_LABELS } from '../judge-labels';

/**
 * Move a dancer or crew to another group: a select of the other groups and 'Move'
 * ('Move successful' once the API answers).
 */
export function MoveControl({
  memberId,
  memberName,
  from,
  groups,
  battleId,
}: {
  memberId: number;
  memberName: string;
  from: number;
  groups: PrelimsGroup[];
  battleId: number;
}) {
  const { toast } = usePlatform();
  const { move } = usePrelimsActions(battleId);
  const others = groups.filter((group) => group.id !== from);
  const [picked, setPicked] = useState<number | null>(null);
  // The pick stays valid when groups change under it (a group removed): the first other group.
  const target = others.find((group) => group.id === picked)?.id ?? others[0]?.id ?? null;
  const [busy, setBusy] = useState(false);
  const selectId = useId();
  if (target === null) return null;
  const submit = async () => {
    setBusy(true);
    const answer = await move(from, target, memberId);
    setBusy(false);
    if (answer) toast(TOAST.movedParticipant);
  };
  return (
    <div className="bt-move">
      <label className="cy-visually-hidden" htmlFor={selectId}>
        {`${JUDGE_LABELS.moveTo} (${memberName})`}
      </label>
      <select
        id={selectId}
        className="cy-input bt-move__select"
        value={target}
        onChange={(event) => setPicked(Number(event.target.value))}
      >
        {others.map((group) => (
          <option key={group.id} value={group.id}>
            {`${JUDGE_LABELS.moveTo} ${group.name}`}
          </option>
        ))}
      </select>
      <button type="button" className="cy-button cy-button--small" disabled={busy} onClick={() => void submit()}>
        {JUDGE_LABELS.move}
      </button>
    </div>
  );
}
