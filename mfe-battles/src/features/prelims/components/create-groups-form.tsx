import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { PrelimsResult } from '@cypher/contracts';
import { PRELIMS } from '@cypher/contracts/texts';
import { paths } from '../../../shared/paths';
import { usePrelimsActions } from '../api/use-prelims-actions';
import { GROUPING_LABELS } from '../grouping-labels';

/** The API's most groups in one request. */
const MAX_GROUPS = 64;

/**
 * 'Create groups': how many groups the checked-in dancers or crews are split into at random.
 * At least two — one group is no grouping (the prelims page removes a lone group) — and never more
 * groups than entries.
 */
export function CreateGroupsForm({ prelims, onCreated }: { prelims: PrelimsResult; onCreated: () => void }) {
  const { createGroups } = usePrelimsActions(prelims.battleId);
  const entries = prelims.entries.length;
  const most = Math.max(2, Math.min(MAX_GROUPS, entries));
  const [amount, setAmount] = useState(String(Math.max(2, prelims.groups.length)));
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const noteId = useId();
  const errorId = useId();
  const value = Number(amount);
  const valid = Number.isInteger(value) && value >= 2 && value <= most;
  const noun = prelims.kind === 'solo' ? PRELIMS.participants : PRELIMS.crews;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setBusy(true);
    const answer = await createGroups(value);
    setBusy(false);
    if (answer) onCreated();
  };

  return (
    <form className="bt-create-groups cy-card" onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId} className="cy-field__label">
        {GROUPING_LABELS.amountOfGroups}
      </label>
      <input
        id={inputId}
        className="cy-input bt-create-groups__amount"
        type="number"
        inputMode="numeric"
        min={2}
        max={most}
        step={1}
        value={amount}
        aria-describedby={valid ? noteId : `${errorId} ${noteId}`}
        aria-invalid={!valid || undefined}
        onChange={(event) => setAmount(event.target.value)}
      />
      {/* The button is off while the number is out of range: say why, naming the field. */}
      {valid ? null : (
        <p id={errorId} className="bt-field__error" role="alert">
          {GROUPING_LABELS.amountRange(most)}
        </p>
      )}
      <p id={noteId} className="cy-muted">
        {GROUPING_LABELS.groupingNote(entries, noun)}
      </p>
      <div className="bt-create-groups__actions">
        <Link className="cy-button cy-button--ghost" to={paths.prelims(prelims.battleId)}>
          {GROUPING_LABELS.cancel}
        </Link>
        <button type="submit" className="cy-button" disabled={!valid || busy || entries < 2}>
          {PRELIMS.createGroups}
        </button>
      </div>
    </form>
  );
}
