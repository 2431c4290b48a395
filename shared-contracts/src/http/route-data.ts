// The client route table as the browser bundle stores it (issue 7: a page downloads the calls it
// makes): per call only its method, path and answer name, as a tuple. A call's name is not stored:
// it is always `area.call` (routes.test.ts holds every definition to that), so it is rebuilt on load.
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

/**
 * One client route from its data, named `area.call`. The built route table (a module per area, see
 * `routes/client-table.ts`) makes each call with its own pure call of this, so a bundle keeps only
 * the calls it reads (`routes.events.list`).
 */
export function clientRoute(area: string, call: string, [method, path, answers]: RouteData): ClientRoute {
  return { name: `${area}.${call}`, method, path, ...(answers ? { answers } : {}) };
}
