import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { words } from '../../../words';

/** "We've emailed you some help": shown once on the event page right after publishing it. */
export function EventInfoModal({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      // One button: Tab stays on it, Escape closes.
      event.preventDefault();
      if (event.key === 'Escape') onClose();
    }
  };
  return (
    <div className="cy-dialog__backdrop">
      <div className="cy-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <h2 id={titleId} className="cy-heading">
          {words.infoModalTitle}
        </h2>
        <p>{words.infoModalText}</p>
        <div className="cy-dialog__actions">
          <button ref={close} type="button" className="cy-button cy-button--accent" onClick={onClose}>
            {words.close}
          </button>
        </div>
      </div>
    </div>
  );
}
