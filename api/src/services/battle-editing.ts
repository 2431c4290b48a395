import type { Knex } from 'knex';
import { ERRORS, eventPeriod, type Battle, type BattleRoleInput, type BattleUpdateInput } from '@cypher/contracts';
import type { Caller } from '../auth/caller.js';
import { BadRequestError, ConflictError, NotFoundError } from '../errors.js';
import { registrationCap } from '../policies/battle-policies.js';
import { createBattleEntriesRepository } from '../repositories/battle-entries-repository.js';
import type { BattleRecord } from '../repositories/battles-repository.js';
import type { EventRecord } from '../repositories/events-repository.js';
import type { Repositories } from '../repositories/index.js';
import { battleFieldsOf } from './battle-input.js';
import type { BattleViewerOf } from './battle-viewer.js';
import { promoteFromWaitlist } from './battle-writes.js';
import type { BattlesService } from './battles-service.js';
import type { EventsAccessService } from './events-access.js';
import { checkOrgChoice } from './org-choice.js';

export const BATTLE_EDITING_MESSAGES = {
  categoryLocked: 'Dancers are registered in this battle, so its category cannot change',
  judgingLocked: 'This battle has started, so its judging system cannot change',
  hasRegistrations: 'Dancers are registered in this battle: unregister them before deleting it',
  competitorCannotJudge: (dancerName: string) => `${dancerName} competes in this battle and cannot judge it`,
} as const;

interface Editing {
  trx: Knex.Transaction;
  battle: BattleRecord;
  event: EventRecord;
}

/**
 * The event wizard's battle writes: add a battle, save it, delete it, give and take the judge role.
 * Only the event's editors (permissions.canEdit) may; drafts included. Each write is one
 * transaction that locks the event row, then the battle row (the same order as every event write),
 * and answers the battle as GET /battles/{id} does.
 */
export function createBattleEditingService(
  repos: Repositories,
  deps: { now: () => Date; access: EventsAccessService; battles: BattlesService; viewerOf: BattleViewerOf },
) {
  const editing = repos.battleEditing;

  /** The battle and its event, both locked, or 404 (unknown, deleted event, someone else's draft) / 403. */
  async function edit<T>(id: number, caller: Caller, work: (e: Editing) => Promise<T>): Promise<T> {
    return repos.eventEditing.transaction(async (trx) => {
      const eventId = await editing.eventIdOf(trx, id);
      if (eventId === null) throw new NotFoundError('Battle', id);
      const event = await deps.access.lockForEditing(trx, eventId, caller).catch((error: unknown) => {
        throw error instanceof NotFoundError ? new NotFoundError('Battle', id) : error;
      });
      const battle = (await createBattleEntriesRepository(trx).lockBattle(id))!;
      return work({ trx, battle, event });
    });
  }

  /** A raised or removed registration cap lets the waitlist in, as an unregistration does. */
  async function admitWaitlist(e: Editing, caller: Caller): Promise<void> {
    if (e.event.status !== 'published') return;
    const entries = createBattleEntriesRepository(e.trx);
    const battle = (await entries.lockBattle(e.battle.id))!;
    const at = deps.now();
    await promoteFromWaitlist({
      trx: e.trx,
      entries,
      battle,
      event: e.event,
      period: eventPeriod(e.event.dateStart, e.event.dateEnd, at),
      viewer: await deps.viewerOf(battle, e.event, caller, e.trx),
      caller,
      cap: registrationCap(battle),
      at,
    });
  }

  return {
    /** POST /events/{id}/add-battle: an empty battle the editor opens. */
    async add(eventId: number, caller: Caller): Promise<Battle> {
      const id = await repos.eventEditing.transaction(async (trx) => {
        await deps.access.lockForEditing(trx, eventId, caller);
        return editing.create(trx, eventId, deps.now());
      });
      return deps.battles.get(id, caller);
    },

    /**
     * PUT /battles/{id}. Once dancers are registered the category stays (a 1 vs 1 entry is not a
     * crew), and once the battle has left registration the judging system stays; the rest may change.
     */
    async update(id: number, input: BattleUpdateInput, caller: Caller): Promise<Battle> {
      const { fields, prizes } = battleFieldsOf(input);
      await edit(id, caller, async (e) => {
        // The battle's organization decides whose leaderboard its results count on.
        await checkOrgChoice(repos, e.trx, { eventId: e.event.id, orgId: fields.orgId, current: e.battle.orgId }, caller);
        const held = await editing.holdings(e.trx, id);
        if (fields.crewSize !== e.battle.crewSize && held.entries + held.crews > 0)
          throw new ConflictError(BATTLE_EDITING_MESSAGES.categoryLocked);
        const judgingChanged =
          fields.style !== e.battle.style || (fields.style === 'bracket' && fields.bracketSize !== e.battle.bracketSize);
        if (judgingChanged && e.battle.status !== 'registration') throw new ConflictError(BATTLE_EDITING_MESSAGES.judgingLocked);
        await editing.update(e.trx, id, fields, deps.now());
        await editing.replacePrizes(e.trx, id, prizes, deps.now());
        await admitWaitlist(e, caller);
      });
      return deps.battles.get(id, caller);
    },

    /** DELETE /battles/{id}: refused while dancers, crews or results hold on to it. */
    async remove(id: number, caller: Caller): Promise<{ ok: true }> {
      await edit(id, caller, async (e) => {
        const held = await editing.holdings(e.trx, id);
        if (held.entries + held.crews + held.results > 0) throw new ConflictError(BATTLE_EDITING_MESSAGES.hasRegistrations);
        await editing.remove(e.trx, id);
      });
      return { ok: true };
    },

    /** POST /battles/{id}/role: judges cannot compete, so a dancer in the battle cannot judge it. */
    async addRole(id: number, input: BattleRoleInput, caller: Caller): Promise<Battle> {
      await edit(id, caller, async (e) => {
        const names = await createBattleEntriesRepository(e.trx).dancerNames([input.userId]);
        if (!names.has(input.userId)) throw new BadRequestError(ERRORS.userNotFound, 'body.userId');
        if (await editing.hasEntry(e.trx, id, input.userId)) {
          const name = names.get(input.userId) || `Dancer ${input.userId}`;
          throw new ConflictError(BATTLE_EDITING_MESSAGES.competitorCannotJudge(name));
        }
        await editing.addJudge(e.trx, id, input.userId, deps.now());
      });
      return deps.battles.get(id, caller);
    },

    async removeRole(id: number, input: BattleRoleInput, caller: Caller): Promise<Battle> {
      await edit(id, caller, (e) => editing.removeJudge(e.trx, id, input.userId));
      return deps.battles.get(id, caller);
    },
  };
}

export type BattleEditingService = ReturnType<typeof createBattleEditingService>;
