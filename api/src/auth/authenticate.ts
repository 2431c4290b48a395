import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import { CALLER_PROFILE_HEADER } from '@cypher/contracts';
import { ForbiddenError, UnauthorizedError } from '../errors.js';
import { createAccountsRepository } from '../repositories/accounts-repository.js';
import { setCaller } from './caller.js';
import { verifySessionToken } from './session-tokens.js';

export const AUTH_MESSAGES = {
  badToken: 'Your session has ended, please sign in again',
  notYourProfile: 'You can only act as one of your own profiles',
} as const;

/** `Authorization: Bearer <token>` → the token, or null when absent. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1]!.trim() : null;
}

/**
 * Resolves the caller of every request. No token: signed out (public routes still answer). A bad,
 * expired or revoked token (its `sv` differs from the account's session_version): 401. An
 * `x-caller-profile` the account does not own: 403; absent: the main profile.
 */
export function authenticate(deps: { db: Knex; secret: string; now: () => Date }): RequestHandler {
  const accounts = createAccountsRepository(deps.db);
  return async (req, _res, next) => {
    const token = bearerToken(req.get('authorization'));
    if (!token) return next();
    const claims = await verifySessionToken(deps.secret, token, deps.now());
    const account = claims && (await accounts.findById(claims.accountId));
    if (!claims || !account || account.sessionVersion !== claims.sessionVersion) {
      return next(new UnauthorizedError(AUTH_MESSAGES.badToken));
    }
    const profiles = await accounts.profiles(account.id);
    const asked = req.get(CALLER_PROFILE_HEADER)?.trim();
    const profile = asked ? profiles.find((p) => String(p.id) === asked) : profiles.find((p) => p.isMain);
    if (!profile) {
      return next(asked ? new ForbiddenError(AUTH_MESSAGES.notYourProfile) : new UnauthorizedError(AUTH_MESSAGES.badToken));
    }
    setCaller(req, { accountId: account.id, profileId: profile.id, isMain: profile.isMain });
    next();
  };
}
