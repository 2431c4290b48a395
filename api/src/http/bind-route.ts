import type { Request, Response, Router } from 'express';
import type { RouteBody, RouteDef, RouteParams, RouteQuery, RouteResponse } from '@cypher/contracts';
import { BadRequestError } from '../errors.js';
import { compileSchema, describeError, type TSchema } from './validator.js';

/** What a handler receives: the validated (and coerced) parts of the request. */
export interface RouteInputOf<D extends RouteDef> {
  params: RouteParams<D>;
  query: RouteQuery<D>;
  body: RouteBody<D>;
  req: Request;
  res: Response;
}

export type RouteHandler<D extends RouteDef> = (input: RouteInputOf<D>) => Promise<RouteResponse<D>>;

/** The router routes are bound to, and the list of what was bound (for the OpenAPI document). */
export interface RouteTable {
  router: Router;
  bound: RouteDef[];
  /** Check every response against the contract (on outside production: a leak fails loudly). */
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
 * Binds one contract route: validates params, query and body with the contract's schemas,
 * calls the handler, and answers its result as JSON. Errors go to the error middleware.
 */
export function bindRoute<D extends RouteDef>(table: RouteTable, route: D, handler: RouteHandler<D>): void {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const responseValidator = table.validateResponses ? compileSchema(route.response, false) : null;
  table.bound.push(route);
  table.router[method](route.path, async (req, res) => {
    const input = {
      params: validatePart('params', route.params, req.params),
      query: validatePart('query', route.query, req.query),
      body: validatePart('body', route.body, req.body ?? {}),
      req,
      res,
    } as RouteInputOf<D>;
    const result = await handler(input);
    if (responseValidator && !responseValidator(result)) {
      const error = responseValidator.errors![0];
      throw new Error(`Response of ${route.name} breaks its contract: ${error.instancePath} ${error.message}`);
    }
    res.json(result);
  });
}
