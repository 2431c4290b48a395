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

/**
 * One area's client routes from its data, each named `area.call`. The route table calls it once per
 * area, each as an export of its own, so a bundle keeps only the areas it reads (`routes.events`).
 */
export function expandArea(area: string, calls: Record<string, RouteData>): Record<string, ClientRoute> {
  return Object.fromEntries(
    Object.entries(calls).map(([call, [method, path, answers]]) => [
      call,
      { name: `${area}.${call}`, method, path, ...(answers ? { answers } : {}) },
    ]),
  );
}
