import { ORG_EVENTS_PAGE_SIZE, routes, type EventPreview } from '@cypher/contracts';
import { useApiPages, type PagedList } from '@cypher/contracts/react';
import { TAB_SORT, type OrgEventTab } from './org-event-periods';

/** One tab of the organization's events, 8 a page; `version` restarts it after a change. */
export function useOrgEvents(orgId: number, tab: OrgEventTab, version: number): PagedList<EventPreview> {
  return useApiPages(
    routes.events.list,
    (page) => ({
      query: {
        o: String(orgId),
        p: page,
        pp: ORG_EVENTS_PAGE_SIZE,
        s: TAB_SORT[tab],
        ...(tab === 'draft' ? { st: 'draft' as const } : { t: tab }),
      },
    }),
    (events) => events,
    ORG_EVENTS_PAGE_SIZE,
    `${orgId}:${tab}:${version}`,
  );
}
