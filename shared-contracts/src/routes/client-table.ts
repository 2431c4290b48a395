// The route table as front ends see it: every call's name, method, path and access, with its
// schemas as types only. Derived from `routes` (the one definition), so the two cannot drift.
//
// In the sources (jest, typecheck) this module derives the table at run time from the full
// definitions. The contracts build then replaces its compiled `dist/routes/client-table.js` with
// the same table written out as plain data (`build/client-route-table.mjs`), so a browser bundle
// that imports it carries no TypeBox and no schema — validators stay on the server.
import { clientRouteOf, type ClientRouteOf, type RouteDef } from '../http/route.js';
import { routes as serverRoutes } from './index.js';

type ServerRoutes = typeof serverRoutes;

export type ClientRoutes = {
  [Area in keyof ServerRoutes]: { [Call in keyof ServerRoutes[Area]]: ClientRouteOf<ServerRoutes[Area][Call]> };
};

/** `routes` with each definition reduced to what a client needs to call it. */
export function toClientRoutes(table: ServerRoutes): ClientRoutes {
  const areas = Object.entries(table).map(([area, calls]) => [
    area,
    Object.fromEntries(Object.entries(calls as Record<string, RouteDef>).map(([call, def]) => [call, clientRouteOf(def)])),
  ]);
  return Object.fromEntries(areas) as ClientRoutes;
}

export const clientRoutes: ClientRoutes = toClientRoutes(serverRoutes);
