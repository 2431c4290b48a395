import { useEffect, useRef, useState } from 'react';
import { MAP_REFRESH_DEBOUNCE_MS, type EventPreview } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';
import { paths } from '../../../shared/paths';
import { LABELS } from '../../../shared/labels';
import { loadGoogleMaps, type MapsApi, type MapsMap, type MapsMarker } from '../load-google-maps';
import { CENTER_STORAGE_KEY, storedCenter, zoomFor, type MapBounds } from '../map-area';

interface Props {
  apiKey: string;
  events: EventPreview[];
  /** Events of the shown tab here; 0 zooms out to the world. */
  count: number | undefined;
  highlighted: number | null;
  /** The visible area, 750 ms after the map stops moving. */
  onArea: (bounds: MapBounds) => void;
  onUnavailable: () => void;
}

/** The Google map: one marker per event with coordinates; a hovered card's marker bounces. */
export function EventsMapPanel({ apiKey, events, count, highlighted, onArea, onUnavailable }: Props) {
  const platform = usePlatform();
  const element = useRef<HTMLDivElement>(null);
  const [maps, setMaps] = useState<{ api: MapsApi; map: MapsMap } | null>(null);
  const markers = useRef(new Map<number, MapsMarker>());
  const report = useRef(onArea);
  report.current = onArea;

  useEffect(() => {
    let live = true;
    loadGoogleMaps(apiKey).then(
      (api) => {
        if (!live || !element.current) return;
        const map = new api.Map(element.current, {
          center: storedCenter(window.sessionStorage),
          zoom: zoomFor(count),
          clickableIcons: false,
        });
        setMaps({ api, map });
      },
      () => live && onUnavailable(),
    );
    return () => {
      live = false;
    };
    // The map is made once; later counts only change its zoom (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [apiKey]);

  // The list follows the map: its area after it settles, debounced; the centre is kept for the session.
  useEffect(() => {
    if (!maps) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const listener = maps.map.addListener('idle', () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const bounds = maps.map.getBounds()?.toJSON();
        const center = maps.map.getCenter()?.toJSON();
        if (center) window.sessionStorage.setItem(CENTER_STORAGE_KEY, JSON.stringify(center));
        if (bounds) report.current(bounds);
      }, MAP_REFRESH_DEBOUNCE_MS);
    });
    return () => {
      clearTimeout(timer);
      listener.remove();
    };
  }, [maps]);

  useEffect(() => {
    if (maps && count === 0) maps.map.setZoom(zoomFor(0));
  }, [maps, count]);

  useEffect(() => {
    if (!maps) return;
    const drawn = markers.current;
    const wanted = new Set<number>();
    for (const event of events) {
      if (event.locationLat === null || event.locationLng === null) continue;
      wanted.add(event.id);
      if (drawn.has(event.id)) continue;
      const marker = new maps.api.Marker({
        position: { lat: event.locationLat, lng: event.locationLng },
        map: maps.map,
        title: event.title || LABELS.untitled,
      });
      marker.addListener('click', () => platform.navigate(paths.event(event.id)));
      drawn.set(event.id, marker);
    }
    for (const [id, marker] of drawn) {
      if (wanted.has(id)) continue;
      marker.setMap(null);
      drawn.delete(id);
    }
  }, [maps, events, platform]);

  useEffect(() => {
    for (const [id, marker] of markers.current) marker.setAnimation(id === highlighted ? maps?.api.Animation.BOUNCE : null);
  }, [maps, highlighted, events]);

  return <div ref={element} className="ev-map__canvas" role="region" aria-label={LABELS.map.label} />;
}
