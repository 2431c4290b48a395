import { Router, type Request, type Response } from 'express';
import passport from 'passport';
import * as client from 'openid-client';
import { Strategy } from 'openid-client/passport';
import { safeRedirect } from '@cypher/contracts';
import type { IdentityConfig } from '../config.js';
import type { IdentityService } from '../services/identity-service.js';
import { attachCookieSession } from './oidc-state-cookie.js';

export const GOOGLE_MESSAGES = {
  unavailable: 'Google sign-in is not available right now, please try again later',
  failed: 'Google sign-in failed, please try again',
  noEmail: 'Your Google account did not share a verified email address',
} as const;

/** Only a path of this site may be returned to: the contracts' one redirect check, else Home. */
function returnPath(value: unknown): string {
  return safeRedirect(value) ?? '/';
}

interface GoogleDependencies {
  google: NonNullable<IdentityConfig['google']>;
  publicUrl: string;
  secret: string;
  identity: IdentityService;
  log: (error: unknown) => void;
}

/**
 * Google sign-in: OpenID Connect code flow with PKCE (openid-client's passport strategy).
 * `GET /auth/google?redirect=/path` → Google → `GET /auth/google/callback` →
 * `${PUBLIC_URL}/auth/complete#token=…&redirect=…`. The issuer is discovered on first use, so
 * the API starts (and everything else works) while Google is unreachable.
 */
export function googleRouter(deps: GoogleDependencies): Router {
  const authenticator = new passport.Passport();
  const secure = deps.publicUrl.startsWith('https://');
  let ready: Promise<void> | null = null;

  function discover(): Promise<void> {
    ready ??= (async () => {
      const issuer = new URL(deps.google.issuer);
      // http issuers exist only in development and tests (the mock issuer).
      const options = issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined;
      const config = await client.discovery(issuer, deps.google.clientId, deps.google.clientSecret, undefined, options);
      authenticator.use(
        'google',
        new Strategy({ config, scope: 'openid email profile', callbackURL: deps.google.callbackUrl }, (tokens, verified) => {
          const claims = tokens.claims();
          const email = typeof claims?.email === 'string' ? claims.email : null;
          if (!claims || !email || claims.email_verified === false)
            return verified(null, false, { message: GOOGLE_MESSAGES.noEmail });
          deps.identity
            .signInExternal({ provider: 'google', subject: claims.sub, email, emailVerified: true })
            .then((session) => verified(null, session), verified);
        }),
      );
    })().catch((error: unknown) => {
      ready = null; // try discovery again on the next sign-in
      throw error;
    });
    return ready;
  }

  const complete = (res: Response, fragment: Record<string, string>) =>
    res.redirect(`${deps.publicUrl}/auth/complete#${new URLSearchParams(fragment).toString()}`);

  async function run(req: Request, res: Response, onDone: (session: { token: string } | null, message?: string) => void) {
    try {
      await discover();
    } catch (error) {
      deps.log(error);
      return complete(res, { error: GOOGLE_MESSAGES.unavailable });
    }
    authenticator.authenticate(
      'google',
      { session: false },
      (error: unknown, session: { token: string } | false, info?: { message?: string }) => {
        if (error) deps.log(error);
        onDone(error || !session ? null : session, info?.message);
      },
    )(req, res, () => undefined);
  }

  const router = Router();
  router.get('/auth/google', (req, res) => {
    const session = attachCookieSession(req, res, deps.secret, secure);
    session.redirect = returnPath(req.query.redirect);
    void run(req, res, () => complete(res, { error: GOOGLE_MESSAGES.failed }));
  });
  router.get('/auth/google/callback', (req, res) => {
    const session = attachCookieSession(req, res, deps.secret, secure);
    const redirect = returnPath(session.redirect);
    void run(req, res, (result, message) => {
      delete session.redirect;
      if (!result) return complete(res, { error: message ?? GOOGLE_MESSAGES.failed });
      complete(res, { token: result.token, redirect });
    });
  });
  return router;
}
