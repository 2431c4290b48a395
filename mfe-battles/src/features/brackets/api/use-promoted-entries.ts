import { routes, type BracketSide } from '@cypher/contracts';
import { useApi } from '@cypher/contracts/react';

/** The entries promoted from the prelims (GET /battles/:id/prelims): who may start the bracket. */
export function usePromotedEntries(battleId: number): BracketSide[] | undefined {
  const { data } = useApi(routes.prelims.get, { params: { id: battleId } });
  if (data === undefined) return undefined;
  return (data?.entries ?? []).filter((entry) => entry.isPromoted).map(({ id, name, randId }) => ({ id, name, randId }));
}
