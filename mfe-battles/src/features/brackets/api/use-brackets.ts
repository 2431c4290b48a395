import { routes } from '@cypher/contracts';
import { useApi } from '@cypher/contracts/react';

/** GET /battles/:id/brackets — the tree as the caller sees it (canEdit for event editors). */
export function useBrackets(battleId: number | null) {
  return useApi(routes.battles.brackets, battleId === null ? null : { params: { id: battleId } });
}
