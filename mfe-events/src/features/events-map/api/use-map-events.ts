import { useState } from 'react';
import { routes, type EventPeriod, type EventPreview } from '@cypher/contracts';
import { useApi } from '@cypher/contracts/react';
import { pointText, type MapCenter, type MapCorners } from '../map-area';

/** The last answer of GET /events-map, with the period it lists (null: the first read, every period). */
export interface MapAnswer {
  period: EventPeriod | null;
  /** The organizations and keyword it was asked for (`searchKey`): the page re-picks its tab when they change. */
  search: string;
  events: EventPreview[];
  /** Each period's count in the area; undefined when the call failed. */
  stats: Record<EventPeriod, number> | undefined;
}

/** Names a search (organizations and keyword) apart from the area and the tab. */
export const searchKey = (orgIds: string | undefined, keyword: string | undefined) =>
  JSON.stringify([orgIds ?? '', keyword ?? '']);

/**
 * GET /events-map: the period's events inside the corners (the whole world without) of the chosen
 * organizations (`o`) matching the keyword (`k`), and each period's count; after 'near me' the nearest first. Not sent while `ready` is false. The previous answer stays until the next one
 * arrives, named by its period, so the page can tell a moved area (same tab, keep the cards) from
 * another tab (its cards are not here yet).
 */
export function useMapEvents(
  period: EventPeriod | null,
  corners: MapCorners | null,
  near: MapCenter | null,
  ready: boolean,
  orgIds: string | undefined,
  keyword: string | undefined,
): MapAnswer | undefined {
  const query = {
    ...(period ? { t: period } : {}),
    ...(corners ?? {}),
    ...(near ? { uc: pointText(near) } : {}),
    ...(orgIds ? { o: orgIds } : {}),
    ...(keyword ? { k: keyword } : {}),
  };
  const input = ready ? { query } : null;
  const { data } = useApi(routes.events.map, input);
  const asked = input && JSON.stringify(query);
  const [answer, setAnswer] = useState<{ from: typeof data; asked: string | null; value: MapAnswer } | undefined>(undefined);
  // Derived while rendering (React's pattern for state from a changed input): no frame shows the
  // new answer under the old period. A failed call (null) is an answer too: no events.
  if (data !== undefined && (data !== answer?.from || asked !== answer?.asked)) {
    const value: MapAnswer = {
      period,
      search: searchKey(orgIds, keyword),
      events: data?.events ?? [],
      stats: data?.stats ?? undefined,
    };
    setAnswer({ from: data, asked, value });
    return value;
  }
  return answer?.value;
}
