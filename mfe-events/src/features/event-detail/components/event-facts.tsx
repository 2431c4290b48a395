import type { EventDetail } from '@cypher/contracts';
import { formatEventDates, formatEventTimes } from '../../../shared/event-dates';
import { words } from '../../../words';

/** Date, time, place, price and website of an event (dateFlat/timeFlat win when given). */
export function EventFacts({ event }: { event: EventDetail }) {
  const date = event.dateFlat || formatEventDates(event.dateStart, event.dateEnd);
  const time = event.timeFlat || formatEventTimes(event.dateStart, event.dateEnd);
  const mapsSearch = event.locationAddress
    ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(event.locationAddress)}`
    : null;
  return (
    <dl className="ev-event-facts">
      {date ? (
        <div>
          <dt>{words.date}</dt>
          <dd>{date}</dd>
        </div>
      ) : null}
      {time ? (
        <div>
          <dt>{words.time}</dt>
          <dd>{time}</dd>
        </div>
      ) : null}
      {event.locationAddress && mapsSearch ? (
        <div>
          <dt>{words.address}</dt>
          <dd>
            <a href={mapsSearch} target="_blank" rel="noopener noreferrer">
              {event.locationAddress}
            </a>
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{words.price}</dt>
        <dd>
          <span className="ev-price">{event.priceLabel}</span>
        </dd>
      </div>
      {event.website ? (
        <div>
          <dt className="cy-visually-hidden">{words.website}</dt>
          <dd>
            <a href={event.website} target="_blank" rel="noopener noreferrer">
              {words.visitWebsite}
            </a>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
