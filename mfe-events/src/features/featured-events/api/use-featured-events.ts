import { HOME_FEATURED_EVENTS, routes, type EventPeriod, type EventPreview } from '@cypher/contracts';
import { useApi } from '@cypher/contracts/react';
import { featuredEvents } from '@cypher/contracts/rules';

function useFirstOf(period: EventPeriod) {
  return useApi(routes.events.list, { query: { p: 0, pp: HOME_FEATURED_EVENTS, t: period, s: 'date-asc' } });
}

/** Home's featured events (`featuredEvents`: happening now first, then upcoming, three in all). */
export function useFeaturedEvents(): { events: EventPreview[]; loading: boolean } {
  const now = useFirstOf('now');
  const future = useFirstOf('future');
  const events = featuredEvents(now.data, future.data);
  return { events, loading: now.isLoading || future.isLoading };
}
