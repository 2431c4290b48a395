import { routes } from '@cypher/contracts';
import { useApi } from '@cypher/contracts/react';

/** One event; `id` null waits (an address whose id is not a number never asks). */
export function useEvent(id: number | null) {
  return useApi(routes.events.get, id === null ? null : { params: { id } });
}
