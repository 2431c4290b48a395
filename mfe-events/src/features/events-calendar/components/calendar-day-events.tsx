import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { EventPreview } from '@cypher/contracts';
import { formatEventDates } from '@cypher/contracts/rules';
import { LABELS } from '../../../shared/labels';
import { CalendarEventLink } from './calendar-event-link';

interface Props {
  title: string;
  events: EventPreview[];
  /** Desktop: a popover over the month ('+N'); phone: the day's list under it. */
  asPopover: boolean;
  onClose: () => void;
}

/** Every event of one day, with its dates; Escape or Close returns to the day. */
export function CalendarDayEvents({ title, events, asPopover, onClose }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), [title]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  const body = (
    <div
      ref={panel}
      tabIndex={-1}
      role={asPopover ? 'dialog' : 'region'}
      aria-modal={asPopover || undefined}
      aria-label={title}
      className={asPopover ? 'cy-dialog ev-calendar__popover' : 'ev-calendar__list'}
      onKeyDown={onKeyDown}
    >
      <div className="ev-calendar__list-head">
        <h3 className="ev-section-title">{title}</h3>
        <button type="button" className="cy-button cy-button--ghost cy-button--small" onClick={onClose}>
          {LABELS.close}
        </button>
      </div>
      <ul className="cy-list">
        {events.map((event) => (
          <li key={event.id} className="ev-calendar__list-item">
            <CalendarEventLink event={event} />
            <span className="cy-muted">{formatEventDates(event.dateStart, event.dateEnd, event.timeZone)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
  return asPopover ? (
    <div className="cy-dialog__backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      {body}
    </div>
  ) : (
    body
  );
}
