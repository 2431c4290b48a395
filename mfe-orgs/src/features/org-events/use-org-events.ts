import { ORG_EVENTS_PAGE_SIZE, routes, type EventPreview } from '@cypher/contracts';
import { defaultEventSort, type EventTab } from '@cypher/contracts/rules';
import { useApiPages, type PagedList } from '@cypher/contracts/react';

/** One tab of the organization's events, 8 a page; `version` restarts it after a change. */
export function useOrgEvents(orgId: number, tab: EventTab, version: number): PagedList<EventPreview> {
  return useApiPages(
    routes.events.list,
    (page) => ({
      query: {
        o: String(orgId),
        p: page,
        pp: ORG_EVENTS_PAGE_SIZE,
        s: defaultEventSort(tab),
        ...(tab === 'draft' ? { st: 'draft' as const } : { t: tab }),
      },
    }),
    (events) => events,
    ORG_EVENTS_PAGE_SIZE,
    `${orgId}:${tab}:${version}`,
  );
}
