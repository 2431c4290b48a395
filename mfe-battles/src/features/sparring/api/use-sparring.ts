import { routes } from '@cypher/contracts';
import { useApi } from '@cypher/contracts/react';

/** GET /sparrings/:id — rounds, totals, votes and what the caller may do. */
export function useSparring(id: number | null) {
  return useApi(routes.sparrings.get, id === null ? null : { params: { id } });
}
