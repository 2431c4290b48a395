import { Link, useLocation } from 'react-router-dom';
import type { EventPreview } from '@cypher/contracts';
import { paths } from '../../../shared/paths';
import { LABELS } from '../../../shared/labels';

/** An event in the calendar: its title ('Untitled' without one), linking to its page and back here. */
export function CalendarEventLink({ event, tabIndex }: { event: EventPreview; tabIndex?: number }) {
  const location = useLocation();
  return (
    <Link
      to={paths.event(event.id)}
      state={{ from: location.pathname + location.search }}
      className="ev-calendar__event"
      tabIndex={tabIndex}
    >
      {event.title || LABELS.untitled}
    </Link>
  );
}
