import type { EventDetail } from '@cypher/contracts';
import type { Caller } from '../auth/caller.js';
import { BadRequestError } from '../errors.js';
import { publishBlocker } from '../policies/event-policies.js';
import type { Repositories } from '../repositories/index.js';
import type { EventsAccessService } from './events-access.js';
import type { EventsService } from './events-service.js';
import type { SendMail } from '../auth/mailer.js';
import { createAccountsRepository } from '../repositories/accounts-repository.js';
import { eventHelpMail } from './event-help-mail.js';
import type { MailQueue } from './mail-queue.js';

/**
 * The chip menu's 'Publish event' and 'Remove event' (organization and profile lists, event page).
 * Editors only (policies/event-policies.ts); each reads the row for update and writes it in one
 * transaction, so a publish and a remove racing each other are applied one after the other.
 */
export function createEventsPublishingService(
  repos: Repositories,
  deps: {
    now: () => Date;
    access: EventsAccessService;
    events: EventsService;
    /** The help e-mail after publishing: sent once the answer is given, to the caller's account. */
    mail: { queue: MailQueue; send: SendMail; publicUrl: string; accounts: ReturnType<typeof createAccountsRepository> };
  },
) {
  function sendHelp(caller: Caller, event: { id: number; title: string }) {
    deps.mail.queue.later(async () => {
      const account = await deps.mail.accounts.findById(caller.accountId);
      if (account) await deps.mail.send(eventHelpMail(account.email, event, deps.mail.publicUrl));
    });
  }

  return {
    /**
     * Draft → published; needs both dates (400 'Please select an event date' naming the missing one).
     * The publisher is e-mailed the event's QR code and a how-to guide once the change is committed.
     */
    async publish(id: number, caller: Caller): Promise<EventDetail> {
      const published = await repos.eventEditing.transaction(async (trx) => {
        const event = await deps.access.lockForEditing(trx, id, caller);
        const blocker = publishBlocker(event);
        if (blocker) throw new BadRequestError(blocker.message, blocker.field);
        // Publishing a published event again changes nothing (no second e-mail) and answers it as it is.
        if (event.status === 'published') return null;
        await repos.eventEditing.setStatus(trx, id, 'published', deps.now());
        return event;
      });
      if (published) sendHelp(caller, published);
      return deps.events.get(id, caller);
    },

    /** Soft delete: from now on no list shows the event and reading it answers 404. */
    async remove(id: number, caller: Caller): Promise<{ ok: true }> {
      await repos.eventEditing.transaction(async (trx) => {
        await deps.access.lockForEditing(trx, id, caller);
        await repos.eventEditing.softDelete(trx, id, deps.now());
      });
      return { ok: true };
    },
  };
}

export type EventsPublishingService = ReturnType<typeof createEventsPublishingService>;
