// Where a visitor may be sent after signing in, signing up or finishing a profile: a path of this
// site and nothing else. The `redirect` query is attacker-controlled (anyone can send a link to
// `/login?redirect=…`), and browsers read `/\host`, `//host`, `/%09/host` and `https:host` as
// another site, so every reader of a redirect goes through this one check.

/** Any origin works: the check is that resolving the value does not leave it. */
const PROBE_ORIGIN = 'https://cypher.invalid';

/** Tab, CR, LF and other control characters: URL parsers drop or reinterpret them. */
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Decoding rounds: a value decoded once more by some reader must still be a plain path. */
const DECODE_ROUNDS = 3;

/** Sign-in pages are never a destination after signing in (spec §4 "Onboarding"). */
const SIGN_IN_PAGES = /^\/(login|signup|auth\/complete)(\/|\?|#|$)/;

/** Starts with one slash; its path part has no backslash or control character. */
function isPlainPath(text: string): boolean {
  const path = text.split(/[?#]/, 1)[0] ?? '';
  return text.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && !CONTROL.test(path);
}

/**
 * The value as a same-origin path (`/event/3?tab=x#y`), or null when it is anything else: empty,
 * relative, absolute (`https:`, `javascript:`), protocol-relative (`//`, `/\`), with control
 * characters, or one that becomes one of those once percent-decoded.
 */
export function safeRedirect(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2048 || CONTROL.test(value) || !isPlainPath(value)) return null;
  let decoded = value;
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      break; // a lone `%` (a search for "100%"): nothing further can decode into a trick
    }
    if (next === decoded) break;
    if (!isPlainPath(next)) return null;
    decoded = next;
  }
  const url = new URL(value, PROBE_ORIGIN);
  // `/..//host` normalises to `//host`: check the resolved path as well as the origin.
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A safe redirect that is not a sign-in page itself (where to go once signed in), or null. */
export function signInRedirect(value: unknown): string | null {
  const path = safeRedirect(value);
  return path && !SIGN_IN_PAGES.test(path) ? path : null;
}
