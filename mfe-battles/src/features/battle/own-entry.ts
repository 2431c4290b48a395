import type { Battle } from '@cypher/contracts';
import { ownCrew } from '../../shared/viewer';

/**
 * The id the caller competes under in a bracket or sparring: their user id in a 1 vs 1 battle,
 * their confirmed crew's id in a crew battle; null for a visitor or someone not in it.
 */
export function ownEntryId(battle: Battle, userId: number | null): number | null {
  if (userId === null) return null;
  if (battle.crewSize === 1) return userId;
  return ownCrew(battle, userId)?.id ?? null;
}
