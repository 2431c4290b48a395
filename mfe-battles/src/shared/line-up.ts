import type { Battle } from '@cypher/contracts';
import { lineUpSettled } from '@cypher/contracts/rules';

/**
 * Whether anyone may still join or leave the battle's crews and entries: the API refuses accept,
 * decline and unregister once the bracket is drawn or results are recorded, so no button offers
 * them then. Imported only by parts loaded on demand (staff tools, own-crew parts).
 */
export function lineUpOpen(battle: Pick<Battle, 'status' | 'winners'>): boolean {
  return lineUpSettled({ status: battle.status, hasResults: battle.winners.length > 0 }) === null;
}
