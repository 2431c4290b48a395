// The security headers of every page, remote build and static file the composition server sends
// (issue 12, defect 9). A module of its own so the server file stays about serving; the API sets
// its own stricter set (api/src/http/security-headers.ts), which replaces these on /api answers.
//
// The Content-Security-Policy, and why each part is what it is:
// - script-src 'self' (+ the origins of remotes configured on another host): no inline script and
//   no eval anywhere. `<script type="application/ld+json">` blocks are data, never executed, so
//   they need no allowance.
// - style-src 'self' 'unsafe-inline' (+ the remotes' origins): the areas' stylesheets are files
//   fetched with their chunks, from wherever the remote is served (docs/engineering.md "Styles");
//   the first HTML carries the theme, the kit's and the chrome's styles in a `<style>` element, and
//   React sets inline `style` attributes. CSS cannot run script, and the script policy is what
//   stops XSS; a nonce or hash for the first HTML's `<style>` would gain little.
// - frame-ancestors 'none' (and X-Frame-Options DENY for old browsers): nobody frames Cypher; the
//   partner embed is a script in the partner's page, not a frame.
// - frame-src: the organization page's YouTube videos (privacy-enhanced host).
// - Google Maps (the events page's Map view) only when a Maps browser key is configured: its
//   script, the tiles and markers it draws, its fonts and styles, and its own calls. Without a key
//   the Map view says the map is off and no Google origin is allowed.
import fs from 'node:fs/promises';

const YOUTUBE = 'https://www.youtube-nocookie.com';
/** Firebase Authentication's SDK talks to these, and opens its sign-in popup on the auth domain. */
const FIREBASE_CONNECT = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://www.googleapis.com',
];
const FIREBASE_SCRIPTS = ['https://apis.google.com'];
const MAPS = {
  script: ['https://maps.googleapis.com'],
  img: ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.gstatic.com'],
  connect: ['https://maps.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
};
const HSTS = 'max-age=31536000; includeSubDomains';

/** Origins of the remotes configuration's absolute manifest URLs (a remote served from a CDN). */
export function remoteOrigins(remotesJson) {
  const origins = new Set();
  let entries = {};
  try {
    entries = JSON.parse(remotesJson);
  } catch {
    return [];
  }
  for (const value of Object.values(entries ?? {})) {
    if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) continue;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // a malformed entry cannot load anyway
    }
  }
  return [...origins];
}

/** The pages' Content-Security-Policy, as one header value. */
export function contentSecurityPolicy({ remotes = [], firebase = null, maps = false, https = false } = {}) {
  const map = (kind) => (maps ? MAPS[kind] : []);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...(firebase ? FIREBASE_SCRIPTS : []), ...map('script')],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes, ...map('style')],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes, ...map('img')],
    'font-src': ["'self'", 'data:', ...map('font')],
    'connect-src': ["'self'", ...remotes, ...(firebase ? FIREBASE_CONNECT : []), ...map('connect')],
    'frame-src': [YOUTUBE, ...(firebase?.authDomain ? [`https://${firebase.authDomain}`] : [])],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const text = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (https) text.push('upgrade-insecure-requests');
  return text.join('; ');
}

/**
 * Express middleware setting the headers. `firebase` is the API's Firebase settings when sign-in is
 * handed to Firebase (its SDK's origins are allowed then only); `maps` is true when a Google Maps
 * browser key is configured. `remotesFile` is re-read when it changes (like
 * /remotes.json itself), so pointing a remote at another host needs no restart.
 */
export function securityHeaders({ remotesFile, firebase = null, maps = false }) {
  let cached = { mtimeMs: -1, origins: [] };
  async function currentRemotes() {
    try {
      const { mtimeMs } = await fs.stat(remotesFile);
      if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, origins: remoteOrigins(await fs.readFile(remotesFile, 'utf8')) };
    } catch {
      cached = { mtimeMs: -1, origins: [] };
    }
    return cached.origins;
  }

  return async function setSecurityHeaders(req, res, next) {
    try {
      // req.secure follows X-Forwarded-Proto only behind a trusted proxy (TRUST_PROXY).
      const https = req.secure;
      res.setHeader('Content-Security-Policy', contentSecurityPolicy({ remotes: await currentRemotes(), firebase, maps, https }));
      res.setHeader('X-Frame-Options', 'DENY');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
      if (https) res.setHeader('Strict-Transport-Security', HSTS);
      next();
    } catch (error) {
      next(error);
    }
  };
}
