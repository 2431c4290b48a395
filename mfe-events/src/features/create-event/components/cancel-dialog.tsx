import { useEffect, useRef, type KeyboardEvent } from 'react';
import { WIZARD_LABELS } from '../labels';

interface Props {
  onDelete: () => void;
  onSaveDraft: () => void;
  onClose: () => void;
}

/** Cancel during creation: 'Delete event' or 'Save as draft'; Escape keeps editing. */
export function CancelDialog({ onDelete, onSaveDraft, onClose }: Props) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') onClose();
    if (event.key !== 'Tab') return;
    // Focus stays on the dialog's buttons.
    const buttons = [...event.currentTarget.querySelectorAll('button')];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    event.preventDefault();
    buttons[(index + (event.shiftKey ? -1 : 1) + buttons.length) % buttons.length]?.focus();
  };
  return (
    <div className="cy-dialog__backdrop">
      <div className="cy-dialog" role="alertdialog" aria-modal="true" aria-label={WIZARD_LABELS.cancel} onKeyDown={onKeyDown}>
        <p>{WIZARD_LABELS.cancelQuestion}</p>
        <div className="cy-dialog__actions">
          <button ref={first} type="button" className="cy-button cy-button--ghost" onClick={onClose}>
            {WIZARD_LABELS.keepEditing}
          </button>
          <button type="button" className="cy-button cy-button--danger" onClick={onDelete}>
            {WIZARD_LABELS.deleteEventCancel}
          </button>
          <button type="button" className="cy-button cy-button--accent" onClick={onSaveDraft}>
            {WIZARD_LABELS.saveAsDraft}
          </button>
        </div>
      </div>
    </div>
  );
}
