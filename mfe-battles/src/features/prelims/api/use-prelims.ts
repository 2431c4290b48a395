import { routes } from '@cypher/contracts';
import { useApi } from '@cypher/contracts/react';
import { useRereadForCaller } from '../../../shared/use-reread-for-caller';

/**
 * GET /battles/:id/prelims — every scored entry, the groups and what the caller may do. `data`
 * is undefined while loading and null when the call failed or there is no such battle.
 */
export function usePrelims(battleId: number | null) {
  const answer = useApi(routes.prelims.get, battleId === null ? null : { params: { id: battleId } });
  useRereadForCaller(answer.mutate);
  return answer;
}
