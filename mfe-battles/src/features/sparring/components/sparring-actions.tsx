import { useRef, useState } from 'react';
import { routes, type Sparring } from '@cypher/contracts';
import { ERRORS } from '@cypher/contracts/texts';
import { ConfirmDialog } from '@cypher/contracts/react';
import { JUDGING_LABELS } from '../../../shared/judging-labels';
import { HOST_LABELS } from '../host-labels';
import type { SparringRun } from '../api/use-sparring-call';
import { hostActionsShown } from '../sparring-rules';

/**
 * The host's buttons: add a tie-breaker round when the judges tied (others read that the admin
 * or host must add one), finish, and reset (confirmed) for event editors.
 */
export function SparringActions({ sparring, run, busy }: { sparring: Sparring; run: SparringRun; busy: boolean }) {
  const [confirmReset, setConfirmReset] = useState(false);
  const resetButton = useRef<HTMLButtonElement>(null);
  const { permissions, status } = sparring;
  const params = { id: sparring.sparringId };
  const tie = status === 'need-tie-breaker';

  const closeReset = () => {
    setConfirmReset(false);
    resetButton.current?.focus();
  };

  if (!hostActionsShown(sparring)) return null;
  return (
    <div className="bt-sparring-actions">
      {tie && !permissions.canAddExtra ? (
        <p className="bt-sparring-actions__note" role="status">
          {ERRORS.tieBreakerNeeded}
        </p>
      ) : null}
      {permissions.canAddExtra ? (
        <button
          type="button"
          className="cy-button"
          disabled={busy}
          onClick={() => void run(routes.sparrings.addExtraRound, { params })}
        >
          {JUDGING_LABELS.sparring.addTieBreaker}
        </button>
      ) : null}
      {permissions.canFinish && status !== 'finished' ? (
        <button
          type="button"
          className="cy-button cy-button--accent"
          disabled={busy}
          onClick={() => void run(routes.sparrings.finish, { params })}
        >
          {JUDGING_LABELS.sparring.finish}
        </button>
      ) : null}
      {permissions.canReset ? (
        <button
          ref={resetButton}
          type="button"
          className="cy-button cy-button--danger"
          disabled={busy}
          onClick={() => setConfirmReset(true)}
        >
          {JUDGING_LABELS.sparring.reset}
        </button>
      ) : null}
      {confirmReset ? (
        <ConfirmDialog
          text={HOST_LABELS.resetConfirm}
          confirmLabel={JUDGING_LABELS.sparring.reset}
          onCancel={closeReset}
          onConfirm={() => {
            closeReset();
            void run(routes.sparrings.reset, { params });
          }}
        />
      ) : null}
    </div>
  );
}
