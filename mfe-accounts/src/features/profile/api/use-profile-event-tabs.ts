import { routes } from '@cypher/contracts';
import { useApi } from '@cypher/contracts/react';

/** GET /events/tabs?u=<id> — how many events each sub-tab of the profile holds (drafts for the owner only). */
export function useProfileEventTabs(userId: number) {
  return useApi(routes.events.tabs, { query: { u: userId } });
}
