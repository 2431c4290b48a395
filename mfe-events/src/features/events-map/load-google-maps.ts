import type { MapBounds, MapCenter } from './map-area';

/** The part of the Maps JavaScript API the events map uses (the project has no @types/google.maps). */
export interface MapsApi {
  Map: new (element: HTMLElement, options: { center: MapCenter; zoom: number; clickableIcons?: boolean }) => MapsMap;
  Marker: new (options: { position: MapCenter; map: MapsMap; title: string; label?: string; zIndex?: number }) => MapsMarker;
  Animation: { BOUNCE: unknown };
}

export interface MapsMap {
  addListener: (event: 'idle', handler: () => void) => { remove: () => void };
  getBounds: () => { toJSON: () => MapBounds } | null | undefined;
  getCenter: () => { toJSON: () => MapCenter } | null | undefined;
  getZoom: () => number | undefined;
  setZoom: (zoom: number) => void;
  setCenter: (center: MapCenter) => void;
}

export interface MapsMarker {
  setMap: (map: MapsMap | null) => void;
  setAnimation: (animation: unknown) => void;
  setOpacity: (opacity: number) => void;
  addListener: (event: 'click', handler: () => void) => { remove: () => void };
}

declare global {
  interface Window {
    google?: { maps?: MapsApi };
    cypherMapsReady?: () => void;
  }
}

/** Only this origin serves the script; the page's CSP allows it when a key is configured. */
export const MAPS_SCRIPT_ORIGIN = 'https://maps.googleapis.com';

let loading: Promise<MapsApi> | null = null;

/**
 * Loads the Maps JavaScript API once per page, on the Map view only (never in the first paint),
 * with the browser key from GET /config. Rejects when the script cannot load.
 */
export function loadGoogleMaps(key: string): Promise<MapsApi> {
  if (window.google?.maps) return Promise.resolve(window.google.maps);
  loading ??= new Promise<MapsApi>((resolve, reject) => {
    window.cypherMapsReady = () => (window.google?.maps ? resolve(window.google.maps) : reject(new Error('Maps missing')));
    const script = document.createElement('script');
    script.src = `${MAPS_SCRIPT_ORIGIN}/maps/api/js?key=${encodeURIComponent(key)}&callback=cypherMapsReady&v=weekly`;
    script.async = true;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('The Maps script did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
