import { HOME_FEATURED_EVENTS, routes, type EventPeriod, type EventPreview } from '@cypher/contracts';
import { useApi } from '@cypher/contracts/react';

function useFirstOf(period: EventPeriod) {
  return useApi(routes.events.list, { query: { p: 0, pp: HOME_FEATURED_EVENTS, t: period, s: 'date-asc' } });
}

/** Spec: Home features the first 3 of the 'now' and 'future' chunks — happening now comes first. */
export function useFeaturedEvents(): { events: EventPreview[]; loading: boolean } {
  const now = useFirstOf('now');
  const future = useFirstOf('future');
  const events = [...(now.data ?? []), ...(future.data ?? [])].slice(0, HOME_FEATURED_EVENTS);
  return { events, loading: now.isLoading || future.isLoading };
}
