import { EVENTS_PAGE_SIZE, routes, type EventPreview } from '@cypher/contracts';
import { eventsGridQuery } from '@cypher/contracts/rules';
import { useApiPages } from '@cypher/contracts/react';
import { gridSearchKey, type GridSearch } from '../grid-search';

/** The grid's events, page after page (50 each); restarts when the search changes. */
export function useEventsPages(search: GridSearch) {
  return useApiPages(
    routes.events.list,
    (page) => ({ query: eventsGridQuery(search, page) }),
    (events: EventPreview[]) => events,
    EVENTS_PAGE_SIZE,
    gridSearchKey(search),
  );
}
