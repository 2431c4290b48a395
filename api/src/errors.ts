import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ApiErrorBody } from '@cypher/contracts';
import { isDuplicateKeyError, isLockConflictError, isMissingReferenceError } from './db/engine-errors.js';

type ErrorCode = ApiErrorBody['error']['code'];

/** Messages the API itself says (the spec's generic failure text for anything unexpected). */
export const ERROR_MESSAGES = {
  internal: 'Something went wrong, please try again later',
  notFound: 'Not found',
  routeNotFound: 'There is nothing at this address',
  payloadTooLarge: 'The request body is too large',
  badJson: 'The request body is not valid JSON',
  badPath: 'The address holds characters that cannot be read',
  duplicate: 'This already exists',
  missingReference: 'Something this refers to no longer exists',
  busy: 'Someone else changed this at the same moment, please try again',
  unavailable: 'This is unavailable for a moment, please try again later',
} as const;

/** An error the client may see: status, code, message and optional details. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends ApiError {
  /** `field` names the input that failed, e.g. `query.pp`. */
  constructor(message: string, field?: string, details: Record<string, unknown> = {}) {
    super(400, 'bad_request', message, field ? { field, ...details } : details);
  }
}

export class UnauthorizedError extends ApiError {
  constructor(message = 'Please sign in') {
    super(401, 'unauthorized', message);
  }
}

export class ForbiddenError extends ApiError {
  /** `field` names the input the caller may not set (an organization they do not run, say). */
  constructor(message = 'You are not allowed to do that', field?: string) {
    super(403, 'forbidden', message, field ? { field } : undefined);
  }
}

export class NotFoundError extends ApiError {
  constructor(what = 'Record', id?: number | string) {
    super(404, 'not_found', id === undefined ? `${what} not found` : `${what} ${id} not found`);
  }
}

export class ConflictError extends ApiError {
  constructor(message: string) {
    super(409, 'conflict', message);
  }
}

/** A service the API depends on (Redis) does not answer in time: say so instead of hanging. */
export class ServiceUnavailableError extends ApiError {
  constructor(message: string = ERROR_MESSAGES.unavailable) {
    super(503, 'unavailable', message);
  }
}

function body(code: ErrorCode, message: string, details?: Record<string, unknown>): ApiErrorBody {
  return { error: { code, message, ...(details && Object.keys(details).length ? { details } : {}) } };
}

/** Unknown paths answer the same error body as everything else. */
export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json(body('not_found', ERROR_MESSAGES.routeNotFound, { path: req.path }));
};

/** Express body-parser errors carry `type` and `status`; translate the ones a client causes. */
function fromParserError(error: unknown): ApiError | null {
  const e = error as { type?: string; status?: number };
  if (e?.type === 'entity.parse.failed') return new BadRequestError(ERROR_MESSAGES.badJson, 'body');
  // The router could not percent-decode a path parameter (`/events/%ED%A0%80`).
  if (error instanceof URIError && e.status === 400) return new BadRequestError(ERROR_MESSAGES.badPath, 'params');
  if (e?.type === 'entity.too.large') return new ApiError(413, 'payload_too_large', ERROR_MESSAGES.payloadTooLarge);
  return null;
}

/**
 * The engines' constraint errors, in one place: a unique key hit by a concurrent duplicate write
 * is a 409, not a 500, on both engines; so is a reference deleted meanwhile or a lost lock race.
 */
function fromDatabaseError(error: unknown): ApiError | null {
  if (isDuplicateKeyError(error)) return new ConflictError(ERROR_MESSAGES.duplicate);
  if (isMissingReferenceError(error)) return new ConflictError(ERROR_MESSAGES.missingReference);
  if (isLockConflictError(error)) return new ConflictError(ERROR_MESSAGES.busy);
  return null;
}

/** The one renderer of failures. Stack traces go to the log, never to the client. */
export function errorHandler(log: (error: unknown) => void = (e) => console.error(e)): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    const known = error instanceof ApiError ? error : (fromParserError(error) ?? fromDatabaseError(error));
    if (known) {
      res.status(known.status).json(body(known.code, known.message, known.details));
      return;
    }
    log(error);
    res.status(500).json(body('internal', ERROR_MESSAGES.internal));
  };
}
