import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';

/** The cookie that carries the Google flow's PKCE verifier and the page to return to. */
export const OIDC_COOKIE = 'cypher_oidc';
const MAX_AGE_MS = 10 * 60_000;

const sign = (secret: string, value: string) => createHmac('sha256', `oidc:${secret}`).update(value).digest('base64url');

function readCookie(req: Request, name: string): string | null {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function decode(secret: string, raw: string | null): Record<string, unknown> {
  if (!raw) return {};
  const [payload, signature] = raw.split('.');
  if (!payload || !signature) return {};
  const expected = Buffer.from(sign(secret, payload));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return {};
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * The API keeps no server-side sessions, yet the OpenID strategy stores its PKCE verifier in
 * `req.session` between the redirect to the issuer and the callback. This gives it a session
 * object kept in a signed, short-lived, HttpOnly cookie: every write re-sets the cookie.
 */
export function attachCookieSession(req: Request, res: Response, secret: string, secure: boolean): Record<string, unknown> {
  const save = (data: Record<string, unknown>) => {
    const payload = Buffer.from(JSON.stringify(data)).toString('base64url');
    res.cookie(OIDC_COOKIE, `${payload}.${sign(secret, payload)}`, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: MAX_AGE_MS,
      path: '/',
    });
  };
  const session = new Proxy(decode(secret, readCookie(req, OIDC_COOKIE)), {
    set(target, key, value) {
      target[String(key)] = value;
      save(target);
      return true;
    },
    deleteProperty(target, key) {
      delete target[String(key)];
      res.clearCookie(OIDC_COOKIE, { path: '/' });
      return true;
    },
  });
  (req as Request & { session?: unknown }).session = session;
  return session;
}
