// What the client route table is made of: its type (every call with its schemas as types only) and
// its data (method, path and answer name per call), both derived from `routes`, the one definition.
// Server side only: the browser's `routes/client-table.js` is this data written out by the build.
import { routeDataOf, type RouteTableData } from '../http/route-data.js';
import type { ClientRouteOf, RouteDef } from '../http/route.js';
import type { routes } from './index.js';

type ServerRoutes = typeof routes;

export type ClientRoutes = {
  [Area in keyof ServerRoutes]: { [Call in keyof ServerRoutes[Area]]: ClientRouteOf<ServerRoutes[Area][Call]> };
};

/** `routes` reduced to the data a client needs (what the build writes out). */
export function toRouteData(table: ServerRoutes): RouteTableData {
  const areas = Object.entries(table).map(([area, calls]) => [
    area,
    Object.fromEntries(Object.entries(calls as Record<string, RouteDef>).map(([call, def]) => [call, routeDataOf(def)])),
  ]);
  return Object.fromEntries(areas) as RouteTableData;
}
