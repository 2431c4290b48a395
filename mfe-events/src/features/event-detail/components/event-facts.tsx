import type { EventDetail } from '@cypher/contracts';
import { formatEventDates, formatEventTimes } from '@cypher/contracts/rules';
import { viewerTimeZone } from '../../../shared/zoned-time';
import { EVENT_LABELS } from '../labels';

/** Date, time, place, price and website of an event (dateFlat/timeFlat win when given). */
export function EventFacts({ event }: { event: EventDetail }) {
  const zone = event.timeZone;
  const date = event.dateFlat || formatEventDates(event.dateStart, event.dateEnd, zone);
  const time = event.timeFlat || formatEventTimes(event.dateStart, event.dateEnd, zone);
  // Said only when the visitor is elsewhere: the times shown are the event's local ones.
  const zoneNote =
    zone && !event.timeFlat && time && zone !== viewerTimeZone() ? EVENT_LABELS.timeZoneNote(zone.replace(/_/g, ' ')) : null;
  const mapsSearch = event.locationAddress
    ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(event.locationAddress)}`
    : null;
  return (
    <dl className="ev-event-facts">
      {date ? (
        <div>
          <dt>{EVENT_LABELS.date}</dt>
          <dd>{date}</dd>
        </div>
      ) : null}
      {time ? (
        <div>
          <dt>{EVENT_LABELS.time}</dt>
          <dd>
            {time}
            {zoneNote ? <span className="ev-zone-note">{zoneNote}</span> : null}
          </dd>
        </div>
      ) : null}
      {event.locationAddress && mapsSearch ? (
        <div>
          <dt>{EVENT_LABELS.address}</dt>
          <dd>
            <a href={mapsSearch} target="_blank" rel="noopener noreferrer">
              {event.locationAddress}
            </a>
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{EVENT_LABELS.price}</dt>
        <dd>
          <span className="ev-price">{event.priceLabel}</span>
        </dd>
      </div>
      {event.website ? (
        <div>
          <dt className="cy-visually-hidden">{EVENT_LABELS.website}</dt>
          <dd>
            <a href={event.website} target="_blank" rel="noopener noreferrer">
              {EVENT_LABELS.visitWebsite}
            </a>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
