import { DEFAULT_EVENT_TIME, type EventDetail, type EventUpdateInput } from '@cypher/contracts';
import { centsToDollars, typedAmountCents } from '@cypher/contracts/rules';
import { isoToWallTime, viewerTimeZone, wallTimeToIso } from '../../shared/zoned-time';

/** A tier as the Tiers step edits it: the cost as the dollars typed. */
export interface TierForm {
  id?: number;
  title: string;
  description: string;
  cost: string;
  fees: number;
  taxes: number;
}

/** The whole event as the wizard holds it between saves. */
export interface EventForm {
  title: string;
  image: number | null;
  description: string;
  website: string;
  locationAddress: string;
  locationLat: number | null;
  locationLng: number | null;
  orgId: number | null;
  timeZone: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  tiers: TierForm[];
}

export const emptyTier = (): TierForm => ({ title: '', description: '', cost: '', fees: 0, taxes: 0 });

export function formFromEvent(event: EventDetail): EventForm {
  // A new event's zone is the API's default (UTC until it has coordinates): start from the viewer's.
  const timeZone = event.title || event.dateStart ? event.timeZone : viewerTimeZone();
  const start = event.dateStart ? isoToWallTime(event.dateStart, timeZone) : { date: '', time: DEFAULT_EVENT_TIME };
  const end = event.dateEnd ? isoToWallTime(event.dateEnd, timeZone) : { date: '', time: DEFAULT_EVENT_TIME };
  return {
    title: event.title,
    image: event.image,
    description: event.description,
    website: event.website ?? '',
    locationAddress: event.locationAddress ?? '',
    locationLat: event.locationLat,
    locationLng: event.locationLng,
    orgId: event.orgId,
    timeZone,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    tiers: event.tiers.length
      ? event.tiers.map((tier) => ({
          id: tier.id,
          title: tier.title,
          description: tier.description,
          cost: tier.cost ? String(centsToDollars(tier.cost)) : '',
          fees: tier.fees,
          taxes: tier.taxes,
        }))
      : [emptyTier()],
  };
}

/** Spec: cost is optional and made non-negative; a positive cost below 1 becomes 1; sent in cents. */
export const tierCostCents = typedAmountCents;

export function startIso(form: EventForm): string | null {
  return form.startDate ? wallTimeToIso(form.startDate, form.startTime || DEFAULT_EVENT_TIME, form.timeZone) : null;
}

export function endIso(form: EventForm): string | null {
  return form.endDate ? wallTimeToIso(form.endDate, form.endTime || DEFAULT_EVENT_TIME, form.timeZone) : null;
}

/** Spec: the end must not be before the start (only checked once both exist). */
export function endBeforeStart(form: EventForm): boolean {
  const start = startIso(form);
  const end = endIso(form);
  return start !== null && end !== null && end < start;
}

/** The POST /events/{id} body; the address without coordinates travels as free text. */
export function updateInputOf(form: EventForm): EventUpdateInput {
  const hasPoint = form.locationLat !== null && form.locationLng !== null;
  return {
    title: form.title.trim(),
    image: form.image,
    description: form.description,
    website: form.website.trim() || null,
    locationAddress: form.locationAddress.trim() || null,
    locationLat: hasPoint ? form.locationLat : null,
    locationLng: hasPoint ? form.locationLng : null,
    dateStart: startIso(form),
    dateEnd: endIso(form),
    timeZone: form.timeZone,
    orgId: form.orgId,
    tiers: form.tiers.map((tier) => ({
      ...(tier.id ? { id: tier.id } : {}),
      title: tier.title.trim(),
      description: tier.description.trim(),
      cost: tierCostCents(tier.cost),
      fees: tier.fees,
      taxes: tier.taxes,
    })),
  };
}
