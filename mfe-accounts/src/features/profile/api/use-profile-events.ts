import { PROFILE_EVENTS_PAGE_SIZE, routes } from '@cypher/contracts';
import { defaultEventSort, type EventTab } from '@cypher/contracts/rules';
import { useApi } from '@cypher/contracts/react';

/**
 * GET /events?u&t&s&p&pp — one page of 5 of the profile's events in one sub-tab. Drafts are not a
 * period: the contract asks for them with `st=draft` (the API answers them to the owner only).
 */
export function useProfileEvents(userId: number, tab: EventTab | null, page: number) {
  const which = tab === 'draft' ? { st: 'draft' as const } : { t: tab ?? undefined };
  return useApi(
    routes.events.list,
    tab === null ? null : { query: { u: userId, ...which, s: defaultEventSort(tab), p: page, pp: PROFILE_EVENTS_PAGE_SIZE } },
  );
}
