import { EVENTS_PAGE_SIZE, routes, type EventPreview } from '@cypher/contracts';
import { useApiPages } from '@cypher/contracts/react';
import { gridSearchKey, type GridSearch } from '../grid-search';

/** The grid's events, page after page (50 each); restarts when the search changes. */
export function useEventsPages(search: GridSearch) {
  return useApiPages(
    routes.events.list,
    (page) => ({
      query: {
        p: page,
        pp: EVENTS_PAGE_SIZE,
        t: search.period,
        s: search.sort,
        k: search.keyword || undefined,
        o: search.orgIds,
      },
    }),
    (events: EventPreview[]) => events,
    EVENTS_PAGE_SIZE,
    gridSearchKey(search),
  );
}
