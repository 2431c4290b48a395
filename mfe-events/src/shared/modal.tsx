import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { LABELS } from './labels';

interface Props {
  title: string;
  onClose: () => void;
  className?: string;
  /** Focus starts on the first field or button inside (a search box) instead of Close. */
  focusFirst?: boolean;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex="0"]';

/**
 * A modal with a heading and a Close button: focus starts on Close (or the first field), Tab and
 * Shift+Tab go round what is inside and never leave it, Escape closes.
 */
export function Modal({ title, onClose, className, focusFirst = false, children }: Props) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const first = focusFirst ? dialog.current?.querySelector<HTMLElement>(FOCUSABLE) : null;
    (first ?? close.current)?.focus();
  }, [focusFirst]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const inside = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const at = inside.indexOf(document.activeElement as HTMLElement);
    const next = event.shiftKey ? (at <= 0 ? inside.length - 1 : at - 1) : at === inside.length - 1 ? 0 : at + 1;
    event.preventDefault();
    inside[next]?.focus();
  };
  return (
    <div className="cy-dialog__backdrop">
      <div
        ref={dialog}
        className={`cy-dialog${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="cy-heading">
          {title}
        </h2>
        {children}
        <div className="cy-dialog__actions">
          <button ref={close} type="button" className="cy-button cy-button--accent" onClick={onClose}>
            {LABELS.close}
          </button>
        </div>
      </div>
    </div>
  );
}
