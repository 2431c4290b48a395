import type { Battle } from '@cypher/contracts';
import { REGISTRATION_REASONS } from '@cypher/contracts';
import type { Caller } from '../auth/caller.js';
import { ConflictError } from '../errors.js';
import type { BattlesService } from './battles-service.js';
import {
  documentVersions,
  promoteFromWaitlist,
  requireCallerCompetes,
  requireOpen,
  requireOwnEntryChangeable,
  requireOwnSignatures,
  type BattleWrites,
} from './battle-writes.js';

/**
 * A dancer's own registration in a 1 vs 1 battle, and signing the organization's documents.
 * Register and unregister are idempotent: a retry of a call that already took effect answers the
 * battle as it is.
 */
export function createBattleRegistrationService(deps: { writes: BattleWrites; battles: BattlesService }) {
  const { writes, battles } = deps;
  return {
    async register(battleId: number, caller: Caller): Promise<Battle> {
      await writes.run(battleId, caller, async (w) => {
        if (w.battle.crewSize !== 1) throw new ConflictError(REGISTRATION_REASONS.crewBattle);
        if (await w.entries.entry(w.battle.id, caller.profileId)) return;
        await requireOpen(w);
        requireCallerCompetes(w);
        await requireOwnSignatures(w);
        const placement = await w.entries.placementFor(w.battle, w.cap);
        await w.entries.insertEntry(
          { battleId: w.battle.id, userId: caller.profileId, crewId: null, confirmed: true, ...placement },
          w.at,
        );
      });
      return battles.get(battleId, caller);
    },

    async unregister(battleId: number, caller: Caller): Promise<Battle> {
      await writes.run(battleId, caller, async (w) => {
        if (w.battle.crewSize !== 1) throw new ConflictError(REGISTRATION_REASONS.crewBattle);
        const entry = await w.entries.entry(w.battle.id, caller.profileId);
        if (!entry) return;
        await requireOwnEntryChangeable(w);
        await w.entries.deleteEntry(entry.id);
        if (!entry.inWaitlist) await promoteFromWaitlist(w);
      });
      return battles.get(battleId, caller);
    },

    /** The caller signs the current version of the battle organization's agreement or waiver. */
    async sign(battleId: number, caller: Caller, document: 'agreement' | 'waiver'): Promise<Battle> {
      await writes.run(battleId, caller, async (w) => {
        const version = (await documentVersions(w))[document];
        if (version === null || w.battle.orgId === null) throw new ConflictError(REGISTRATION_REASONS.noDocument);
        await w.entries.insertSignature(
          { userId: caller.profileId, orgId: w.battle.orgId, document, version, signedBy: caller.profileId },
          w.at,
        );
      });
      return battles.get(battleId, caller);
    },
  };
}

export type BattleRegistrationService = ReturnType<typeof createBattleRegistrationService>;
