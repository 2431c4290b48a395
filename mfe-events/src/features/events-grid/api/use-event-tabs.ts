import { routes } from '@cypher/contracts';
import { useApi } from '@cypher/contracts/react';

/** How many events each period holds (drives which tabs the grid shows). */
export function useEventTabs(orgIds: string | undefined) {
  return useApi(routes.events.tabs, { query: { o: orgIds } });
}
