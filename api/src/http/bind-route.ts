import type { Request, Response, Router } from 'express';
import type { RouteAccessOf, RouteBody, RouteDef, RouteParams, RouteQuery, RouteResponse } from '@cypher/contracts';
import { BadRequestError, UnauthorizedError } from '../errors.js';
import { getCaller, type Caller } from '../auth/caller.js';
import { compileResponseSchema, compileSchema, describeError, type TSchema } from './validator.js';

/** What a handler receives: the validated (and coerced) parts of the request and the caller. */
export interface RouteInputOf<D extends RouteDef> {
  params: RouteParams<D>;
  query: RouteQuery<D>;
  body: RouteBody<D>;
  /** Who calls; never null on a `signedIn` route (bindRoute answers 401 before the handler). */
  caller: RouteAccessOf<D> extends 'signedIn' ? Caller : Caller | null;
  req: Request;
  res: Response;
}

export type RouteHandler<D extends RouteDef> = (input: RouteInputOf<D>) => Promise<RouteResponse<D>>;

/** The router routes are bound to, and the list of what was bound (for the OpenAPI document). */
export interface RouteTable {
  router: Router;
  bound: RouteDef[];
  /** Fail an answer that breaks its contract (outside production: a mismatch fails loudly). */
  validateResponses: boolean;
}

function validatePart(part: 'params' | 'query' | 'body', schema: TSchema | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const coerce = part !== 'body';
  // Express 5 exposes req.query through a getter; validate (and coerce) a copy.
  const copy = coerce ? { ...(value as object) } : value;
  const validate = compileSchema(schema, coerce);
  if (!validate(copy)) {
    const { field, message, rule } = describeError(part, validate.errors![0]);
    throw new BadRequestError(message, field, { rule });
  }
  return copy;
}

/**
 * The answer as the contract declares it: a JSON copy (dates become strings, the service's
 * objects stay untouched) with every undeclared property removed, in production as in tests.
 */
function serializeAnswer(table: RouteTable, route: RouteDef, result: unknown): unknown {
  const answer: unknown = result === undefined ? undefined : JSON.parse(JSON.stringify(result));
  const conform = compileResponseSchema(route.response);
  if (!conform(answer) && table.validateResponses) {
    const error = conform.errors![0];
    throw new Error(`Response of ${route.name} breaks its contract: ${error.instancePath} ${error.message}`);
  }
  return answer;
}

/**
 * Binds one contract route: refuses a signed-out caller on a `signedIn` route (401), validates
 * params, query and body with the contract's schemas, calls the handler, and answers its result
 * through the response schema. Errors go to the error middleware.
 */
export function bindRoute<D extends RouteDef>(table: RouteTable, route: D, handler: RouteHandler<D>): void {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  compileResponseSchema(route.response); // compiled at start, so a broken schema fails the boot
  table.bound.push(route);
  table.router[method](route.path, async (req, res) => {
    const caller = getCaller(req);
    if (route.access === 'signedIn' && !caller) throw new UnauthorizedError();
    const input = {
      params: validatePart('params', route.params, req.params),
      query: validatePart('query', route.query, req.query),
      body: validatePart('body', route.body, req.body ?? {}),
      caller,
      req,
      res,
    } as RouteInputOf<D>;
    res.json(serializeAnswer(table, route, await handler(input)));
  });
}

/**
 * Binds calls of one contract route group to the controller's handlers of the same names
 * (`routes.crews.join` → `crews.join`), in the order given: Express matches in that order, so a
 * fixed path goes before the `/:id` it would otherwise match.
 */
export function bindCalls<G extends Record<string, RouteDef>, K extends keyof G & string>(
  table: RouteTable,
  group: G,
  controller: { [P in K]: RouteHandler<G[P]> },
  calls: readonly K[],
): void {
  for (const call of calls) bindRoute(table, group[call], controller[call]);
}
