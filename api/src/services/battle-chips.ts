import type { BattleChip } from '@cypher/contracts';
import type { Repositories } from '../repositories/index.js';
import type { BattleRecord, EntryCounts } from '../repositories/battles-repository.js';
import { orgChipOf } from './org-chip.js';

/**
 * A cap is reached when the counted entries (registrations, or check-ins for a check-in cap)
 * reach the limit. No cap, no limit.
 */
export function isLimitExceeded(battle: Pick<BattleRecord, 'participationCapType' | 'limit'>, counts: EntryCounts): boolean {
  if (battle.participationCapType === 'none') return false;
  const counted = battle.participationCapType === 'checkIn' ? counts.checkedIn : counts.registered;
  return counted >= battle.limit;
}

export function createBattleChipsService(repos: Repositories) {
  return {
    /** The event's battle chips; `callerId` (the acting profile, or null) fills isRegistered. */
    async forEvent(eventId: number, callerId: number | null): Promise<BattleChip[]> {
      const battles = await repos.battles.listByEvent(eventId);
      const [counts, registered] = await Promise.all([
        repos.battles.entryCounts(battles),
        callerId === null ? new Set<number>() : repos.dancerEntries.registeredBattleIds(eventId, callerId),
      ]);
      return battles.map((battle) => ({
        id: battle.id,
        title: battle.title,
        crewSize: battle.crewSize,
        isRegistered: registered.has(battle.id),
        isLimitExceeded: isLimitExceeded(battle, counts.get(battle.id)!),
        limit: battle.participationCapType === 'none' ? 0 : battle.limit,
        orgChip: orgChipOf(battle.orgId, battle.orgName, battle.orgImage),
      }));
    },
  };
}

export type BattleChipsService = ReturnType<typeof createBattleChipsService>;
