import { Link, useLocation } from 'react-router-dom';
import type { EventPreview } from '@cypher/contracts';
import { formatEventDates } from '@cypher/contracts/rules';
import { paths } from '../../../shared/paths';
import { LABELS } from '../../../shared/labels';
import { MAP_LABELS } from '../labels';

interface Props {
  /** Undefined while the shown tab's events are on their way. */
  events: EventPreview[] | undefined;
  onHighlight: (id: number | null) => void;
  /** A card's ref callback, so the map knows which cards are in view. */
  watch: (id: number) => (element: HTMLElement | null) => (() => void) | undefined;
}

/** How many placeholder cards stand in for the list while it loads (nothing sits below the list). */
const SKELETON_CARDS = 4;

/**
 * Compact cards beside the map; pointing at one (or focusing it) highlights its marker. Every card
 * is three lines of fixed height (title, dates, address), so skeletons and cards take the same room.
 */
export function MapEventList({ events, onHighlight, watch }: Props) {
  const location = useLocation();
  if (events === undefined) {
    return (
      <ul className="cy-list ev-map__list" id="ev-map-list" aria-busy="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} aria-hidden="true">
            <div className="cy-card ev-map__card ev-map__card--skeleton">
              <span className="ev-map__card-line" />
              <span className="ev-map__card-line" />
              <span className="ev-map__card-line" />
            </div>
          </li>
        ))}
        <li className="cy-visually-hidden">{LABELS.loading}</li>
      </ul>
    );
  }
  if (events.length === 0) return <p className="cy-empty">{MAP_LABELS.empty}</p>;
  return (
    <ul className="cy-list ev-map__list" id="ev-map-list">
      {events.map((event) => (
        <li key={event.id}>
          <Link
            ref={watch(event.id)}
            to={paths.event(event.id)}
            state={{ from: location.pathname + location.search }}
            className="cy-card ev-map__card"
            onMouseEnter={() => onHighlight(event.id)}
            onMouseLeave={() => onHighlight(null)}
            onFocus={() => onHighlight(event.id)}
            onBlur={() => onHighlight(null)}
          >
            <span className="ev-map__card-line ev-map__card-title">{event.title || LABELS.untitled}</span>
            <span className="ev-map__card-line cy-muted">{formatEventDates(event.dateStart, event.dateEnd, event.timeZone)}</span>
            <span className="ev-map__card-line cy-muted">{event.locationAddress}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
