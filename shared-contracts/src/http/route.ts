import type { Static, TSchema } from '@sinclair/typebox';

/**
 * One call of the API, declared once. The API binds a handler to it and validates params, query
 * and body with ajv from these schemas; the client builds its requests from it; the OpenAPI
 * document is generated from it. Paths use Express syntax (`/events/:id`).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call a route at all; finer rules (admin of this organization…) are policies in the API. */
export type RouteAccess = 'public' | 'signedIn';

export interface RouteDef<
  P extends TSchema | undefined = TSchema | undefined,
  Q extends TSchema | undefined = TSchema | undefined,
  B extends TSchema | undefined = TSchema | undefined,
  R extends TSchema = TSchema,
  A extends RouteAccess = RouteAccess,
> {
  /** Stable name, e.g. `events.list`; used as the OpenAPI operationId. */
  name: string;
  method: HttpMethod;
  path: string;
  summary: string;
  access: A;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
}

export function defineRoute<
  P extends TSchema | undefined = undefined,
  Q extends TSchema | undefined = undefined,
  B extends TSchema | undefined = undefined,
  R extends TSchema = TSchema,
  A extends RouteAccess = RouteAccess,
>(def: RouteDef<P, Q, B, R, A>): RouteDef<P, Q, B, R, A> {
  return def;
}

type StaticOr<T, Fallback> = T extends TSchema ? Static<T> : Fallback;

/**
 * What a front end holds of a route: where and how to call it. The definition travels as a type
 * only (the phantom `definition` key is never set), so the browser gets paths and methods and no
 * validators; the contracts' browser entry exports the whole table this way (see
 * `routes/client-table.ts` and `http/route-data.ts`). Who may call it (`access`) is the API's
 * business: the type still knows it (`RouteAccessOf`), the browser bundle does not carry it.
 */
export interface ClientRoute<D extends RouteDef<any, any, any, any> = RouteDef> {
  name: string;
  method: HttpMethod;
  path: string;
  /** The `$id` of the response schema when it has one (`Battle`): what the call answers, by name. */
  answers?: string;
  readonly definition?: D;
}

/** The client's view of a route definition: the same call, without its schemas. */
export type ClientRouteOf<D> = D extends RouteDef<any, any, any, any> ? ClientRoute<D> : never;

/** Either form of a route: the API binds `RouteDef`s, front ends call `ClientRoute`s. */
export type AnyRoute = RouteDef<any, any, any, any> | ClientRoute<any>;

/** Whether a route (either form) answers the entity whose schema `$id` is `id`, e.g. `Battle`. */
export function routeAnswers(route: AnyRoute, id: string): boolean {
  return 'response' in route ? route.response.$id === id : route.answers === id;
}

/** The definition behind either form (a `ClientRoute` carries it as a type). */
type DefinitionOf<D> = D extends RouteDef<any, any, any, any> ? D : D extends ClientRoute<infer Def> ? Def : never;

export type RouteParams<D> = DefinitionOf<D> extends RouteDef<infer P, any, any, any> ? StaticOr<P, undefined> : never;
export type RouteQuery<D> = DefinitionOf<D> extends RouteDef<any, infer Q, any, any> ? StaticOr<Q, undefined> : never;
export type RouteBody<D> = DefinitionOf<D> extends RouteDef<any, any, infer B, any> ? StaticOr<B, undefined> : never;
export type RouteResponse<D> = DefinitionOf<D> extends RouteDef<any, any, any, infer R> ? Static<R> : never;
/** `signedIn` when the route declares it (the API then hands its handler a caller), else `public`. */
export type RouteAccessOf<D> = DefinitionOf<D> extends RouteDef<any, any, any, any, infer A> ? A : never;

/** What a caller passes for one request; keys whose schema is absent are omitted. */
export type RouteInput<D> = (RouteParams<D> extends undefined ? { params?: undefined } : { params: RouteParams<D> }) &
  (RouteQuery<D> extends undefined ? { query?: undefined } : { query?: RouteQuery<D> }) &
  (RouteBody<D> extends undefined ? { body?: undefined } : { body: RouteBody<D> });

/** `/events/:id` + `{ id: 3 }` → `/events/3`; a missing param is a programming error. */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${key}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** `/events/:id` → `/events/{id}` for the OpenAPI document. */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}
