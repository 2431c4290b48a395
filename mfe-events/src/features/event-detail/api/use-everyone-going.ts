import { routes, WHO_IS_GOING_PAGE_SIZE } from '@cypher/contracts';
import { useApiPages } from '@cypher/contracts/react';

/** Everyone going to an event ('view all'), 50 a page as the list scrolls (GET /events/{id}/going). */
export function useEveryoneGoing(eventId: number) {
  return useApiPages(
    routes.events.going,
    (p) => ({ params: { id: eventId }, query: { p, pp: WHO_IS_GOING_PAGE_SIZE } }),
    (page) => page,
    WHO_IS_GOING_PAGE_SIZE,
    String(eventId),
  );
}
