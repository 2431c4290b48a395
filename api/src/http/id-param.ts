import type { Request } from 'express';
import { IdParams } from '@cypher/contracts';
import { BadRequestError } from '../errors.js';
import { compileSchema, describeError } from './validator.js';

/**
 * The `:id` of a plain route (one answering a file or a stream, bound without bindRoute), checked
 * by the contracts' shared `IdParams` as every contract route's is: an id the database cannot hold
 * (`99999999999999999999999`, `2147483648`) is a 400 naming `params.id`, never a lookup.
 */
export function idParam(req: Request): number {
  const params = { id: req.params.id };
  const validate = compileSchema(IdParams, true);
  if (!validate(params)) {
    const { field, message, rule } = describeError('params', validate.errors![0]);
    throw new BadRequestError(message, field, { rule });
  }
  return params.id as unknown as number;
}
