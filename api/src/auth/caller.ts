import type { Request } from 'express';
import { UnauthorizedError } from '../errors.js';

/** Who is calling: the signed-in account and the profile it acts as (`x-caller-profile`). */
export interface Caller {
  accountId: number;
  profileId: number;
  /** The acting profile is the account's main profile. */
  isMain: boolean;
}

// Set once per request by the authenticate middleware; a WeakMap keeps Express' types untouched.
const callers = new WeakMap<Request, Caller>();

export function setCaller(req: Request, caller: Caller): void {
  callers.set(req, caller);
}

/** The caller, or null when the request carries no session token. */
export function getCaller(req: Request): Caller | null {
  return callers.get(req) ?? null;
}

/** The caller, or 401 when signed out (bad, expired and revoked tokens never get this far). */
export function requireCaller(req: Request): Caller {
  const caller = getCaller(req);
  if (!caller) throw new UnauthorizedError();
  return caller;
}
