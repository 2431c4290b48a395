import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { LABELS } from './labels';

interface Props {
  title: string;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

/** A modal with a heading and one Close button: focus starts (and stays) on it, Escape closes. */
export function Modal({ title, onClose, className, children }: Props) {
  const titleId = useId();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
    if (event.key === 'Tab') event.preventDefault();
  };
  return (
    <div className="cy-dialog__backdrop">
      <div
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
