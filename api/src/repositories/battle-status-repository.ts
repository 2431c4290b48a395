import type { Knex } from 'knex';
import type { BattleStatus } from '@cypher/contracts';
import { toSqlDateTime } from '../db/datetime.js';

/** Moves a battle along registration → prelims → prelims-finished → brackets → finished (and back on undo or reset). */
export function createBattleStatusRepository(q: Knex) {
  return {
    async set(battleId: number, status: BattleStatus, at: Date): Promise<void> {
      await q('battles')
        .where({ id: battleId })
        .update({ status, updated_at: toSqlDateTime(at) });
    },
  };
}
