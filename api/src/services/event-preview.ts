import { eventPeriod, type EventPreview } from '@cypher/contracts';
import type { EventRecord } from '../repositories/events-repository.js';

/** An event as lists show it (grid, calendar, profile and organization tabs). */
export function toEventPreview(event: EventRecord, now: Date): EventPreview {
  return {
    id: event.id,
    title: event.title,
    image: event.image,
    dateStart: event.dateStart,
    dateEnd: event.dateEnd,
    locationAddress: event.locationAddress,
    locationLat: event.locationLat,
    locationLng: event.locationLng,
    status: event.status,
    period: eventPeriod(event.dateStart, event.dateEnd, now),
    timeZone: event.timeZone,
    orgId: event.orgId,
  };
}
