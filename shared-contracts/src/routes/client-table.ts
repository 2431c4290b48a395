// The route table as front ends see it: every call's name, method and path, with its schemas as
// types only. Derived from `routes` (the one definition), so the two cannot drift.
//
// In the sources (jest, typecheck) this module derives the table's data at run time from the full
// definitions. The contracts build then replaces its compiled `dist/routes/client-table.js` with
// the same data written out as tuples (`build/client-route-table.mjs`, `http/route-data.ts`), so a
// browser bundle that imports it carries no TypeBox and no schema — validators stay on the server.
import { expandRouteData, routeDataOf, type RouteTableData } from '../http/route-data.js';
import type { ClientRouteOf, RouteDef } from '../http/route.js';
import { routes as serverRoutes } from './index.js';

type ServerRoutes = typeof serverRoutes;

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

export const clientRoutes = expandRouteData(toRouteData(serverRoutes)) as ClientRoutes;
