import { MAP_MAX_EVENTS, defaultEventSort, type RouteQuery, type routes } from '@cypher/contracts';
import { BadRequestError } from '../errors.js';
import type { MapBox } from '../repositories/event-filters.js';
import type { Repositories } from '../repositories/index.js';
import { toEventPreview } from './event-preview.js';
import { parseIdList } from './paging.js';

type MapQuery = RouteQuery<typeof routes.events.map>;
type Corner = 'nw' | 'ne' | 'se' | 'sw';

const WORLD: MapBox = { south: -90, north: 90, west: -180, east: 180 };

const point = (text: string) => {
  const [lat, lng] = text.split(',').map(Number);
  return { lat, lng };
};

/**
 * The visible area from the map's corners: two opposite corners are enough (ne + sw, or nw +
 * se); all four widen it to the extremes. West beyond east means the antimeridian is inside.
 */
export function mapBoxOf(query: Pick<MapQuery, Corner>): MapBox | undefined {
  const given = (['nw', 'ne', 'se', 'sw'] as const).filter((corner) => query[corner] !== undefined);
  if (given.length === 0) return undefined;
  const opposite = (query.ne && query.sw) || (query.nw && query.se);
  if (!opposite) {
    const missing = query.ne || query.sw ? (query.ne ? 'sw' : 'ne') : query.nw ? 'se' : 'nw';
    throw new BadRequestError('The map area needs two opposite corners', `query.${missing}`);
  }
  const corners = given.map((corner) => point(query[corner]!));
  const lats = corners.map((c) => c.lat);
  const west = point((query.sw ?? query.nw)!).lng;
  const east = point((query.ne ?? query.se)!).lng;
  return { south: Math.min(...lats), north: Math.max(...lats), west, east };
}

/** `GET /events-map`: the period's events inside the area, and each period's count there. */
export function createEventsMapService(repos: Repositories, deps: { now: () => Date }) {
  return {
    async list(query: MapQuery) {
      const now = deps.now();
      // Without corners, the whole world: still only events with coordinates (those can be drawn).
      const filter = { now, keyword: query.k, orgIds: parseIdList(query.o), box: mapBoxOf(query) ?? WORLD };
      const near = query.uc ? { near: point(query.uc) } : undefined;
      const sort = query.s ?? near ?? defaultEventSort(query.t);
      const [events, stats] = await Promise.all([
        repos.events.listPublic({ ...filter, period: query.t }, sort, 0, MAP_MAX_EVENTS),
        repos.events.countByPeriod(filter),
      ]);
      return { events: events.map((event) => toEventPreview(event, now)), stats };
    },
  };
}
