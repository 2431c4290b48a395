// What a Cookie header says about the visitor, read the same way by the composition server (the
// first HTML's visit block, scripts/server/visit-hint.mjs) and by the shell (its cookie banner,
// where no server wrote the block). Spec: a cookie named `cookie` with the value `accepted`
// records consent; SIGNED_IN_COOKIE=1 marks a browser that holds a session.
import { COOKIE_CONSENT_NAME, COOKIE_CONSENT_VALUE, SIGNED_IN_COOKIE, type VisitHint } from '../constants.js';

/** The cookies of a Cookie header, name → value (the first of a repeated name). */
function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (name && !cookies.has(name)) cookies.set(name, part.slice(at + 1).trim());
  }
  return cookies;
}

export function visitOf(cookieHeader: string | undefined): VisitHint {
  const cookies = parseCookies(cookieHeader ?? '');
  return {
    signedIn: cookies.get(SIGNED_IN_COOKIE) === '1',
    cookieConsent: cookies.get(COOKIE_CONSENT_NAME) === COOKIE_CONSENT_VALUE,
  };
}
