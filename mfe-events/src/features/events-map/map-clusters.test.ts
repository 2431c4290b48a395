import { MAP_CLUSTER_GRID_SIZE } from '@cypher/contracts';
import { FAINT_MARKER_OPACITY, groupByGrid, markerLook, worldPixel } from './map-clusters';

const at = (id: number, lat: number, lng: number) => ({ id, position: { lat, lng } });

describe('marker groups (grid 20)', () => {
  it('places points on the world picture as Web Mercator does', () => {
    expect(worldPixel({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(worldPixel({ lat: 0, lng: 180 }, 1)).toEqual({ x: 512, y: 256 });
    const north = worldPixel({ lat: 85.05112878, lng: -180 }, 0);
    expect(north.x).toBe(0);
    expect(north.y).toBeCloseTo(0, 5);
    // Beyond the map's edge a point stays on its edge.
    expect(worldPixel({ lat: 90, lng: 0 }, 0).y).toBeCloseTo(0, 5);
  });

  it('groups the events of one 20 px square at their mean position, and splits them when zoomed in', () => {
    // Harlem and Queens are ~15 km apart: one square at zoom 5, two at zoom 12.
    const events = [at(1, 40.81, -73.95), at(2, 40.73, -73.79), at(3, 34.05, -118.24)];
    const far = groupByGrid(events, 5);
    expect(far.map((group) => group.ids)).toEqual([[1, 2], [3]]);
    expect(far[0].key).toBe('1,2');
    expect(far[0].position.lat).toBeCloseTo(40.77, 5);
    expect(far[0].position.lng).toBeCloseTo(-73.87, 5);
    expect(far[1].position).toEqual({ lat: 34.05, lng: -118.24 });
    expect(groupByGrid(events, 12).map((group) => group.ids)).toEqual([[1], [2], [3]]);
    expect(groupByGrid([], 5)).toEqual([]);
  });

  it('uses squares of the grid size in pixels', () => {
    // Two points 19 px apart along the equator at zoom 10 share a square; 21 px apart do not.
    const degreesPerPixel = 360 / (256 * 2 ** 10);
    // Half a pixel into the square that starts at pixel 20 × 6554 (just east of lng 0).
    const start = (20 * 6554 + 0.5) * degreesPerPixel - 180;
    const near = [at(1, 0, start), at(2, 0, start + 19 * degreesPerPixel)];
    const apart = [at(1, 0, start), at(2, 0, start + 21 * degreesPerPixel)];
    expect(groupByGrid(near, 10, MAP_CLUSTER_GRID_SIZE)).toHaveLength(1);
    expect(groupByGrid(apart, 10, MAP_CLUSTER_GRID_SIZE)).toHaveLength(2);
  });

  it('bounces the group of the hovered card and fades groups without a card in view', () => {
    const group = { key: '1,2', ids: [1, 2], position: { lat: 0, lng: 0 } };
    expect(markerLook(group, 2, new Set([2]))).toEqual({ bounce: true, opacity: 1 });
    expect(markerLook(group, 3, new Set([5]))).toEqual({ bounce: false, opacity: FAINT_MARKER_OPACITY });
    expect(markerLook(group, null, new Set())).toEqual({ bounce: false, opacity: 1 });
  });
});
