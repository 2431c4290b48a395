import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_EMPTY_ZOOM, type EventPeriod } from '@cypher/contracts';

/** The visible area as the API takes it: `lat,lng` of each corner. */
export interface MapCorners {
  nw: string;
  ne: string;
  se: string;
  sw: string;
}

export interface MapBounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

export interface MapCenter {
  lat: number;
  lng: number;
}

/** A point as the API takes it, `lat,lng` with five decimals (about a metre): small moves of the map still make the same request. */
export const pointText = ({ lat, lng }: MapCenter) => `${lat.toFixed(5)},${lng.toFixed(5)}`;
const at = (lat: number, lng: number) => pointText({ lat, lng });

export function cornersOf(bounds: MapBounds): MapCorners {
  return {
    nw: at(bounds.north, bounds.west),
    ne: at(bounds.north, bounds.east),
    se: at(bounds.south, bounds.east),
    sw: at(bounds.south, bounds.west),
  };
}

/** Spec: the last map centre is kept in session storage (lat, lng). */
export const CENTER_STORAGE_KEY = 'cypher.events-map.center';

export function storedCenter(storage: Pick<Storage, 'getItem'> | undefined): MapCenter {
  try {
    const value = JSON.parse(storage?.getItem(CENTER_STORAGE_KEY) ?? 'null') as Partial<MapCenter> | null;
    if (value && Number.isFinite(value.lat) && Number.isFinite(value.lng)) return { lat: value.lat!, lng: value.lng! };
  } catch {
    // an unreadable value counts as none
  }
  return { ...MAP_DEFAULT_CENTER };
}

/** Spec: zoom 5, or zoom 1 (the whole world) when the tab has no events. */
export function zoomFor(count: number | undefined): number {
  return count === 0 ? MAP_EMPTY_ZOOM : MAP_DEFAULT_ZOOM;
}

/** 'Near me' shows the visitor's surroundings: about a city (not in the spec). */
export const NEAR_ME_ZOOM = 10;

/** The tab shown first: the first period with events here, else 'now'. */
export function firstPeriodWithEvents(stats: Record<EventPeriod, number> | undefined): EventPeriod {
  const periods: EventPeriod[] = ['now', 'future', 'past'];
  return periods.find((period) => (stats?.[period] ?? 0) > 0) ?? 'now';
}
