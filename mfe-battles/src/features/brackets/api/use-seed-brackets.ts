import { useCallback } from 'react';
import { routes, type SeedInput } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';

/** POST /battles/:id/seed — places entries into open sparrings; answers the bracket, or null (toasted). */
export function useSeedBrackets(battleId: number) {
  const { api } = usePlatform();
  return useCallback((body: SeedInput[]) => api.call(routes.battles.seed, { params: { id: battleId }, body }), [api, battleId]);
}
