import type { EventPreview } from '@cypher/contracts';
import type { EventRecord } from '../repositories/events-repository.js';
import { periodOf } from './event-period.js';

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
    period: periodOf(event.dateStart, event.dateEnd, now),
    orgId: event.orgId,
  };
}
