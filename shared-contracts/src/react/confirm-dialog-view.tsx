import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog.js';

const CANCEL = 'Cancel';

/** What `ConfirmDialog` shows once its chunk is here (see there). */
export function ConfirmDialogView({ text, confirmLabel, onConfirm, onCancel, cancelLabel = CANCEL, title }: ConfirmDialogProps) {
  const textId = useId();
  const titleId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Tab') {
      // Two buttons: Tab and Shift+Tab move between them and never leave the dialog.
      event.preventDefault();
      (document.activeElement === cancel.current ? confirm : cancel).current?.focus();
    }
  };

  return (
    <div className="cy-dialog__backdrop">
      <div
        className="cy-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-describedby={textId}
        aria-label={title ? undefined : confirmLabel}
        aria-labelledby={title ? titleId : undefined}
        onKeyDown={onKeyDown}
      >
        {title ? (
          <h2 id={titleId} className="cy-dialog__title">
            {title}
          </h2>
        ) : null}
        <p id={textId}>{text}</p>
        <div className="cy-dialog__actions">
          <button ref={cancel} type="button" className="cy-button cy-button--ghost" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button ref={confirm} type="button" className="cy-button cy-button--danger" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
