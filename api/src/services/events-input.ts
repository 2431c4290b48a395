import { ERRORS, normaliseCents, validateWebsite, WEBSITE_EXAMPLE, type EventUpdateInput } from '@cypher/contracts';
import { textColumn } from '../db/stored-text.js';
import { BadRequestError } from '../errors.js';
import type { EventFields } from '../repositories/event-editing-repository.js';
import type { TierFields } from '../repositories/event-tiers-repository.js';
import { sanitizeRichText } from './org-rich-text.js';
import { isTimeZone } from './event-time-zone.js';

const trimmedOrNull = (text: string | null | undefined) => {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

function tiersOf(input: EventUpdateInput['tiers']): TierFields[] {
  return input.map((tier, index) => {
    const title = tier.title.trim();
    // A tier title is optional only when there is a single tier.
    if (title === '' && input.length > 1) throw new BadRequestError(ERRORS.fieldRequired, `body.tiers.${index}.title`);
    return {
      ...(tier.id !== undefined ? { id: tier.id } : {}),
      title,
      description: textColumn(tier.description.trim(), `body.tiers.${index}.description`),
      // Spec: a positive cost below $1 becomes $1.
      cost: normaliseCents(tier.cost),
      fees: tier.fees,
      taxes: tier.taxes,
    };
  });
}

/**
 * The wizard's whole event as it is stored, or 400 naming the field: texts trimmed, the
 * description sanitised (and still fitting its column), the website an https address, the end not before the start, a location
 * with both coordinates or none.
 */
export function eventFieldsOf(input: EventUpdateInput): {
  fields: Omit<EventFields, 'timeZone'>;
  /** The zone chosen in the wizard, or null (then it comes from the coordinates). */
  chosenTimeZone: string | null;
  tiers: TierFields[];
} {
  const websiteError = validateWebsite(input.website, WEBSITE_EXAMPLE);
  if (websiteError) throw new BadRequestError(websiteError, 'body.website');
  const dateStart = input.dateStart ? new Date(input.dateStart) : null;
  const dateEnd = input.dateEnd ? new Date(input.dateEnd) : null;
  if (dateStart && dateEnd && dateEnd < dateStart) throw new BadRequestError(ERRORS.endBeforeStart, 'body.dateEnd');
  if ((input.locationLat === null) !== (input.locationLng === null)) {
    const missing = input.locationLat === null ? 'body.locationLat' : 'body.locationLng';
    throw new BadRequestError('A location needs both its latitude and its longitude', missing);
  }
  const chosenTimeZone = input.timeZone ?? null;
  if (chosenTimeZone !== null && !isTimeZone(chosenTimeZone)) {
    throw new BadRequestError('Not a known time zone', 'body.timeZone');
  }
  return {
    fields: {
      title: input.title.trim(),
      image: input.image,
      description: textColumn(sanitizeRichText(input.description), 'body.description'),
      website: trimmedOrNull(input.website),
      locationAddress: trimmedOrNull(input.locationAddress),
      locationLat: input.locationLat,
      locationLng: input.locationLng,
      dateStart,
      dateEnd,
      dateFlat: trimmedOrNull(input.dateFlat),
      timeFlat: trimmedOrNull(input.timeFlat),
      orgId: input.orgId,
    },
    chosenTimeZone,
    tiers: tiersOf(input.tiers),
  };
}
