import { useEffect, useMemo, useRef, useState } from 'react';
import { MAP_REFRESH_DEBOUNCE_MS, type EventPreview } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';
import { paths } from '../../../shared/paths';
import { LABELS } from '../../../shared/labels';
import { MAP_LABELS } from '../labels';
import { loadGoogleMaps, type MapsApi, type MapsMap, type MapsMarker } from '../load-google-maps';
import { CENTER_STORAGE_KEY, NEAR_ME_ZOOM, storedCenter, zoomFor, type MapBounds, type MapCenter } from '../map-area';
import { groupByGrid, markerLook, type PlacedEvent } from '../map-clusters';

interface Props {
  apiKey: string;
  events: EventPreview[];
  /** Events of the shown tab here; 0 zooms out to the world. */
  count: number | undefined;
  highlighted: number | null;
  /** Events whose cards are in view (60 %): the other markers are faint. */
  visible: ReadonlySet<number>;
  /** 'Near me' found the visitor here: the map moves there (a new object each time). */
  focus: MapCenter | null;
  /** The visible area, 750 ms after the map stops moving. */
  onArea: (bounds: MapBounds) => void;
  onUnavailable: () => void;
}

/** How far a click on a grouped marker zooms in: enough to split most groups of a 20 px square. */
const GROUP_ZOOM_STEP = 2;

/**
 * The Google map: one marker per group of events that fall in the same 20 px square at the current
 * zoom (a single event's marker opens it; a group's, with its count, zooms in on it); the hovered
 * card's marker bounces.
 */
export function EventsMapPanel({ apiKey, events, count, highlighted, visible, focus, onArea, onUnavailable }: Props) {
  const platform = usePlatform();
  const element = useRef<HTMLDivElement>(null);
  const [maps, setMaps] = useState<{ api: MapsApi; map: MapsMap } | null>(null);
  const [zoom, setZoom] = useState<number | undefined>(undefined);
  const markers = useRef(new Map<string, MapsMarker>());
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
  // The markers regroup at once for the new zoom.
  useEffect(() => {
    if (!maps) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const listener = maps.map.addListener('idle', () => {
      setZoom(maps.map.getZoom());
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
    if (!maps || !focus) return;
    maps.map.setCenter(focus);
    maps.map.setZoom(NEAR_ME_ZOOM);
  }, [maps, focus]);

  const groups = useMemo(() => {
    const placed: PlacedEvent[] = [];
    for (const event of events) {
      if (event.locationLat === null || event.locationLng === null) continue;
      placed.push({ id: event.id, position: { lat: event.locationLat, lng: event.locationLng } });
    }
    return zoom === undefined ? [] : groupByGrid(placed, zoom);
  }, [events, zoom]);

  useEffect(() => {
    if (!maps || zoom === undefined) return;
    const drawn = markers.current;
    const titles = new Map(events.map((event) => [event.id, event.title || LABELS.untitled]));
    const wanted = new Set(groups.map((group) => group.key));
    for (const [key, marker] of drawn) {
      if (wanted.has(key)) continue;
      marker.setMap(null);
      drawn.delete(key);
    }
    for (const group of groups) {
      if (drawn.has(group.key)) continue;
      const single = group.ids.length === 1;
      const marker = new maps.api.Marker({
        position: group.position,
        map: maps.map,
        title: single ? titles.get(group.ids[0])! : MAP_LABELS.group(group.ids.length),
        ...(single ? {} : { label: String(group.ids.length), zIndex: group.ids.length }),
      });
      marker.addListener('click', () => {
        if (single) {
          platform.navigate(paths.event(group.ids[0]));
          return;
        }
        maps.map.setCenter(group.position);
        maps.map.setZoom(zoom + GROUP_ZOOM_STEP);
      });
      drawn.set(group.key, marker);
    }
  }, [maps, groups, events, zoom, platform]);

  useEffect(() => {
    if (!maps) return;
    for (const group of groups) {
      const marker = markers.current.get(group.key);
      if (!marker) continue;
      const look = markerLook(group, highlighted, visible);
      marker.setAnimation(look.bounce ? maps.api.Animation.BOUNCE : null);
      marker.setOpacity(look.opacity);
    }
  }, [maps, groups, highlighted, visible]);

  return <div ref={element} className="ev-map__canvas" role="region" aria-label={MAP_LABELS.label} />;
}
