// The client route table as the browser bundle stores it (issue 7: every page downloads it): per
// call only its method, path and answer name, as a tuple. A call's name is not stored: it is always
// `area.call` (routes.test.ts holds every definition to that), so it is rebuilt on load.
import type { ClientRoute, HttpMethod, RouteDef } from './route.js';

/** One call: method, path and, when the response schema has an `$id`, that name. */
export type RouteData = readonly [method: HttpMethod, path: string, answers?: string];

/** Area → call → `RouteData`, the shape of a route table's data. */
export type RouteTableData = Record<string, Record<string, RouteData>>;

/** A definition reduced to what a client needs to call it. */
export function routeDataOf(def: RouteDef<any, any, any, any>): RouteData {
  const answers = def.response.$id;
  return answers ? [def.method, def.path, answers] : [def.method, def.path];
}

/** The client routes of a table's data, each named `area.call`. */
export function expandRouteData(table: RouteTableData): Record<string, Record<string, ClientRoute>> {
  const areas = Object.entries(table).map(([area, calls]) => [
    area,
    Object.fromEntries(
      Object.entries(calls).map(([call, [method, path, answers]]) => [
        call,
        { name: `${area}.${call}`, method, path, ...(answers ? { answers } : {}) },
      ]),
    ),
  ]);
  return Object.fromEntries(areas) as Record<string, Record<string, ClientRoute>>;
}
