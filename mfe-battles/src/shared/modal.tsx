import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { DIALOG_LABELS } from './dialog-labels';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the foot of the dialog. */
  actions?: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog of the battle page (crew forms, admin tools, documents): focus moves into it and
 * back to what opened it when it closes, Tab stays inside, Escape closes.
 */
export function Modal({ title, onClose, children, actions }: Props) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    box.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => opener?.focus?.();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !box.current) return;
    const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="bt-modal__backdrop">
      <div ref={box} className="bt-modal" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <header className="bt-modal__header">
          <h2 id={titleId} className="cy-heading">
            {title}
          </h2>
          <button
            type="button"
            className="cy-button cy-button--ghost cy-button--small"
            onClick={onClose}
            aria-label={DIALOG_LABELS.close}
          >
            ×
          </button>
        </header>
        <div className="bt-modal__body">{children}</div>
        {actions ? <footer className="bt-modal__actions">{actions}</footer> : null}
      </div>
    </div>
  );
}
