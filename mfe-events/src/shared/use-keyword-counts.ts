import { routes } from '@cypher/contracts';
import { useApi } from '@cypher/contracts/react';

/** How many events a keyword finds in each period (GET /events/tabs?k=): the search dialog's counts. */
export function useKeywordCounts(keyword: string) {
  return useApi(routes.events.tabs, { query: { k: keyword } });
}
