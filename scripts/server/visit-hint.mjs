// What the page's request tells the composition server about the visitor, written into the first
// HTML as a data block (VISIT_DATA_ID) so the shell starts without reading `document.cookie`: on
// Chromium that read is a synchronous wait on the browser process (2-19 ms unthrottled on this
// machine), which landed in the first tasks after the first paint (issue 7, total blocking time).
import { COOKIE_CONSENT_NAME, COOKIE_CONSENT_VALUE, SIGNED_IN_COOKIE, VISIT_DATA_ID } from '@cypher/contracts';

/** The cookies of a Cookie header, name → value (the first of a repeated name). */
function parseCookies(header = '') {
  const cookies = new Map();
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (name && !cookies.has(name)) cookies.set(name, part.slice(at + 1).trim());
  }
  return cookies;
}

/** `{ signedIn, cookieConsent }` of a request's Cookie header. */
export function visitOf(cookieHeader) {
  const cookies = parseCookies(cookieHeader);
  return {
    signedIn: cookies.get(SIGNED_IN_COOKIE) === '1',
    cookieConsent: cookies.get(COOKIE_CONSENT_NAME) === COOKIE_CONSENT_VALUE,
  };
}

/** The data block for the end of the page's head (booleans only: nothing to escape). */
export function visitBlock(visit) {
  return `<script type="application/json" id="${VISIT_DATA_ID}">${JSON.stringify({
    signedIn: visit.signedIn,
    cookieConsent: visit.cookieConsent,
  })}</script>`;
}
