import { routes, type EventPeriod } from '@cypher/contracts';
import { useApi } from '@cypher/contracts/react';
import type { MapCorners } from '../map-area';

/** GET /events-map: the period's events inside the corners (the whole world without), and each period's count. */
export function useMapEvents(period: EventPeriod | null, corners: MapCorners | null) {
  return useApi(
    routes.events.map,
    { query: { ...(period ? { t: period } : {}), ...(corners ?? {}) } },
    { keepPreviousData: true },
  );
}
