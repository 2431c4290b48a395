import type { EventDetail, EventUpdateInput } from '@cypher/contracts';
import type { Knex } from 'knex';
import type { Caller } from '../auth/caller.js';
import { BadRequestError, ConflictError } from '../errors.js';
import { publishBlocker } from '../policies/event-policies.js';
import type { Repositories } from '../repositories/index.js';
import type { TierFields } from '../repositories/event-tiers-repository.js';
import type { EventsAccessService } from './events-access.js';
import { eventFieldsOf } from './events-input.js';
import { resolveTimeZone } from './event-time-zone.js';
import { checkOrgChoice } from './org-choice.js';
import type { EventsService } from './events-service.js';

export const EVENT_SAVING_MESSAGES = {
  imageNotFound: 'Image not found',
  tierNotFound: 'Tier not found',
  tierHasTickets: "A tier somebody holds a ticket for can't be removed",
} as const;

/** The wizard's writes: create an empty draft, save the whole event. */
export function createEventsSavingService(
  repos: Repositories,
  deps: { now: () => Date; access: EventsAccessService; events: EventsService },
) {
  /** Tier ids must be the event's own; a tier with tickets is never dropped. */
  async function checkTiers(trx: Knex.Transaction, eventId: number, tiers: TierFields[]): Promise<void> {
    const own = await repos.eventTiers.idsOf(trx, eventId);
    tiers.forEach((tier, index) => {
      if (tier.id !== undefined && !own.includes(tier.id)) {
        throw new BadRequestError(EVENT_SAVING_MESSAGES.tierNotFound, `body.tiers.${index}.id`);
      }
    });
    const dropped = own.filter((id) => !tiers.some((tier) => tier.id === id));
    if ((await repos.eventTiers.withTickets(trx, dropped)).length > 0) {
      throw new ConflictError(EVENT_SAVING_MESSAGES.tierHasTickets);
    }
  }

  return {
    /** An empty draft made by the acting profile, which becomes its organizer. */
    async create(caller: Caller): Promise<{ id: number }> {
      const id = await repos.eventEditing.transaction((trx) => repos.eventEditing.create(trx, caller.profileId, deps.now()));
      return { id };
    },

    /** Editors only; the row is read for update and the event and its tiers saved together. */
    async update(id: number, input: EventUpdateInput, caller: Caller): Promise<EventDetail> {
      const { fields, chosenTimeZone, tiers } = eventFieldsOf(input);
      await repos.eventEditing.transaction(async (trx) => {
        const event = await deps.access.lockForEditing(trx, id, caller);
        if (fields.image !== null && !(await repos.eventEditing.exists('images', fields.image, trx))) {
          throw new BadRequestError(EVENT_SAVING_MESSAGES.imageNotFound, 'body.image');
        }
        await checkOrgChoice(repos, trx, { eventId: id, orgId: fields.orgId, current: event.orgId }, caller);
        // A published event stays dated: lists only show events with both dates.
        const blocker =
          event.status === 'published' ? publishBlocker({ dateStart: input.dateStart, dateEnd: input.dateEnd }) : null;
        if (blocker) throw new BadRequestError(blocker.message, `body.${blocker.field}`);
        await checkTiers(trx, id, tiers);
        const location = { lat: fields.locationLat, lng: fields.locationLng };
        const timeZone = resolveTimeZone(chosenTimeZone, location, event.timeZone);
        await repos.eventEditing.update(trx, id, { ...fields, timeZone }, deps.now());
        await repos.eventTiers.replace(trx, id, tiers, deps.now());
      });
      return deps.events.get(id, caller);
    },
  };
}

export type EventsSavingService = ReturnType<typeof createEventsSavingService>;
