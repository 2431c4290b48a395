import { MAP_CLUSTER_GRID_SIZE } from '@cypher/contracts';
import type { MapCenter } from './map-area';

/** An event the map can draw: it has coordinates. */
export interface PlacedEvent {
  id: number;
  position: MapCenter;
}

/** One marker on the map: a single event, or several close together (drawn with their count). */
export interface MarkerGroup {
  /** The grouped event ids in list order, joined: the same events at the same zoom keep their marker. */
  key: string;
  ids: number[];
  position: MapCenter;
}

/** The map's tiles are 256 px at zoom 0 and double with each zoom level. */
const TILE_SIZE = 256;
const MAX_MERCATOR_LAT = 85.05112878;

/** Where a point falls on the whole world's picture at this zoom, in pixels (Web Mercator, as Google Maps draws). */
export function worldPixel(position: MapCenter, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const lat = Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, position.lat));
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((position.lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/**
 * Spec: clustered markers, grid size 20. The world's picture at the current zoom is cut into
 * squares of `gridSize` pixels; the events in one square share one marker at their mean position.
 * Zooming in splits them as the squares cover less ground.
 */
export function groupByGrid(events: PlacedEvent[], zoom: number, gridSize = MAP_CLUSTER_GRID_SIZE): MarkerGroup[] {
  const cells = new Map<string, PlacedEvent[]>();
  for (const event of events) {
    const { x, y } = worldPixel(event.position, zoom);
    const cell = `${Math.floor(x / gridSize)}:${Math.floor(y / gridSize)}`;
    const members = cells.get(cell);
    if (members) members.push(event);
    else cells.set(cell, [event]);
  }
  return [...cells.values()].map((members) => ({
    key: members.map((event) => event.id).join(','),
    ids: members.map((event) => event.id),
    position: {
      lat: members.reduce((sum, event) => sum + event.position.lat, 0) / members.length,
      lng: members.reduce((sum, event) => sum + event.position.lng, 0) / members.length,
    },
  }));
}

/** Markers of events whose cards are out of view are drawn faint. */
export const FAINT_MARKER_OPACITY = 0.45;

/**
 * How a marker looks: it bounces when the hovered card's event is in it, and is faint when none of
 * its events has a card in view (all are full while no card is in view, say before the list is measured).
 */
export function markerLook(group: MarkerGroup, highlighted: number | null, visible: ReadonlySet<number>) {
  return {
    bounce: highlighted !== null && group.ids.includes(highlighted),
    opacity: visible.size === 0 || group.ids.some((id) => visible.has(id)) ? 1 : FAINT_MARKER_OPACITY,
  };
}
