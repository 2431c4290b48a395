import { Link, useLocation } from 'react-router-dom';
import type { EventPreview } from '@cypher/contracts';
import { formatEventDates } from '../../../shared/event-dates';
import { paths } from '../../../shared/paths';
import { LABELS } from '../../../shared/labels';

interface Props {
  events: EventPreview[];
  onHighlight: (id: number | null) => void;
}

/** Compact cards beside the map; pointing at one (or focusing it) highlights its marker. */
export function MapEventList({ events, onHighlight }: Props) {
  const location = useLocation();
  if (events.length === 0) return <p className="cy-empty">{LABELS.map.empty}</p>;
  return (
    <ul className="cy-list ev-map__list" id="ev-map-list">
      {events.map((event) => (
        <li key={event.id}>
          <Link
            to={paths.event(event.id)}
            state={{ from: location.pathname + location.search }}
            className="cy-card ev-map__card"
            onMouseEnter={() => onHighlight(event.id)}
            onMouseLeave={() => onHighlight(null)}
            onFocus={() => onHighlight(event.id)}
            onBlur={() => onHighlight(null)}
          >
            <span className="ev-map__card-title">{event.title || LABELS.untitled}</span>
            <span className="cy-muted">{formatEventDates(event.dateStart, event.dateEnd, event.timeZone)}</span>
            {event.locationAddress ? <span className="cy-muted">{event.locationAddress}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
