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

export type RouteParams<D> = D extends RouteDef<infer P, any, any, any> ? StaticOr<P, undefined> : never;
export type RouteQuery<D> = D extends RouteDef<any, infer Q, any, any> ? StaticOr<Q, undefined> : never;
export type RouteBody<D> = D extends RouteDef<any, any, infer B, any> ? StaticOr<B, undefined> : never;
export type RouteResponse<D> = D extends RouteDef<any, any, any, infer R> ? Static<R> : never;
/** `signedIn` when the route declares it (the API then hands its handler a caller), else `public`. */
export type RouteAccessOf<D> = D extends RouteDef<any, any, any, any, infer A> ? A : never;

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
