import { useRef, useState } from 'react';
import type { PrelimsResult } from '@cypher/contracts';
import { PRELIMS } from '@cypher/contracts/texts';
import { ConfirmDialog } from '@cypher/contracts/react';
import { usePrelimsActions } from '../api/use-prelims-actions';
import { ADD_TO_BRACKET_ID } from '../element-ids';
import { prelimsFinished } from '../row-look';

type Pending = 'add' | 'undo' | null;

/**
 * 'Randomize' and 'Add to bracket' (canFinishPrelims; Randomize enabled only with canShuffle,
 * Add blocked by canShuffle or a permissions error), 'Undo bracket' (canUndoBrackets), each
 * confirmed where the spec asks, and the permissions error beside them. The Group route leaves
 * 'Add to bracket' out (`withAddToBracket`).
 */
export function PrelimsButtons({ prelims, withAddToBracket = true }: { prelims: PrelimsResult; withAddToBracket?: boolean }) {
  const { permissions } = prelims;
  const actions = usePrelimsActions(prelims.battleId);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const finished = prelimsFinished(prelims.status);
  const showFinish = permissions.canFinishPrelims && !finished;
  if (!showFinish && !permissions.canUndoBrackets && !permissions.error) return null;

  const ask = (which: Exclude<Pending, null>, button: HTMLButtonElement) => {
    opener.current = button;
    setPending(which);
  };
  const close = () => {
    setPending(null);
    opener.current?.focus();
  };
  const perform = async (call: () => Promise<unknown>) => {
    setBusy(true);
    await call();
    setBusy(false);
  };

  return (
    <div className="bt-prelims-buttons">
      {showFinish ? (
        <>
          <button
            type="button"
            className="cy-button cy-button--ghost"
            disabled={!permissions.canShuffle || busy}
            onClick={() => void perform(actions.reshuffle)}
          >
            {PRELIMS.randomize}
          </button>
          {withAddToBracket ? (
            <button
              type="button"
              id={ADD_TO_BRACKET_ID}
              className="cy-button"
              disabled={permissions.canShuffle || permissions.error !== null || busy}
              onClick={(event) => ask('add', event.currentTarget)}
            >
              {PRELIMS.addToBracket}
            </button>
          ) : null}
        </>
      ) : null}
      {permissions.canUndoBrackets ? (
        <button
          type="button"
          className="cy-button cy-button--ghost"
          disabled={busy}
          onClick={(event) => ask('undo', event.currentTarget)}
        >
          {PRELIMS.undoBracket}
        </button>
      ) : null}
      {permissions.error ? (
        <p className="bt-prelims-buttons__error" role="status">
          {permissions.error}
        </p>
      ) : null}
      {pending ? (
        <ConfirmDialog
          title={pending === 'add' ? PRELIMS.addConfirm.title : PRELIMS.undoConfirm.title}
          text={pending === 'add' ? PRELIMS.addConfirm.text : PRELIMS.undoConfirm.text}
          confirmLabel={pending === 'add' ? PRELIMS.addConfirm.button : PRELIMS.undoConfirm.button}
          onCancel={close}
          onConfirm={() => {
            const which = pending;
            close();
            void perform(which === 'add' ? actions.finish : actions.undoBrackets);
          }}
        />
      ) : null}
    </div>
  );
}
