// What a page will need next, written into its first HTML (at the end of the shell's head), so the
// browser fetches the area's code while the shell's own scripts download instead of after them
// (issue 7: shell → /remotes.json → manifest → remoteEntry.js → chunk was a chain).
//
// - The remotes configuration as a `<script type="application/json">` data block: a non-JavaScript
//   type is never executed, so the strict CSP (script-src 'self', no inline script) allows it. The
//   shell reads it instead of fetching /remotes.json. It is read from disk on every request, so
//   switching a remote still needs no shell rebuild.
// - For the area that owns the path: a preload of its manifest (as the federation runtime fetches
//   it: `fetch(url)`, CORS mode, so crossorigin; the area's first load always consumes it), and,
//   when the build is on this disk, a prefetch of its remoteEntry.js and of the scripts and
//   stylesheets of the modules the shell loads first (`./meta`, then `./routes`, or `./home` on
//   Home). Prefetch, not
//   preload, for those: Chromium hands a preloaded URL's result to the next matching request, so a
//   preload that failed before the runtime asked for the script (the manifest failed first) would
//   fail the area's Retry too; a prefetch only fills the HTTP cache.
// - The page's first API reads (FIRST_READS in the contracts, beside the site's pages), preloaded
//   as the API client fetches them (`fetch(url)`: CORS mode, same-origin credentials, so
//   crossorigin), so they answer while the code downloads. Chromium hands a preloaded answer to
//   the next request for the URL whatever its headers, Authorization included: a signed-in
//   visitor (SIGNED_IN_COOKIE) gets none, and the shell sends its signed-in calls with another
//   credentials mode so they never take a stale preload either (create-platform.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import { areaForPath, firstReadUrls } from '@cypher/contracts';

/** Escapes what would end the data block or start a comment inside it. */
function jsonForHtml(value) {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

function attribute(value) {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The modules the shell loads first on a path, in order (remote-loader checks ./meta first). */
function firstModules(pathname) {
  if (pathname === '/' || pathname === '') return { area: 'events', exposes: ['meta', 'home'] };
  const area = areaForPath(pathname);
  return area ? { area, exposes: ['meta', 'routes'] } : null;
}

async function readJson(file) {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The area's files from its manifest (`{ href, as }`: remoteEntry.js, then each first module's
 * scripts and stylesheets), when the manifest URL is served from a folder on this disk
 * (`localDirs`: URL prefix → folder). A remote on another host gets its manifest preloaded only.
 */
async function areaFiles(manifestUrl, exposes, localDirs) {
  if (/^[a-z]+:/i.test(manifestUrl) || manifestUrl.startsWith('//')) return [];
  const urlPath = manifestUrl.split(/[?#]/)[0];
  const prefix = Object.keys(localDirs).find((p) => urlPath.startsWith(`${p}/`));
  if (!prefix) return [];
  const root = path.resolve(localDirs[prefix]);
  const file = path.resolve(root, `.${urlPath.slice(prefix.length)}`);
  if (!file.startsWith(root + path.sep)) return [];
  const manifest = await readJson(file);
  const entry = manifest?.metaData?.remoteEntry;
  // publicPath 'auto': chunks sit beside remoteEntry.js; an explicit publicPath says where.
  const base = urlPath.slice(0, urlPath.lastIndexOf('/') + 1);
  const entryDir = entry?.path ? `${base}${entry.path.replace(/^\/+|\/+$/g, '')}/` : base;
  const publicPath = manifest?.metaData?.publicPath;
  const chunkBase = publicPath && publicPath !== 'auto' ? publicPath : entryDir;
  if (!entry?.name) return [];
  const files = [{ href: `${entryDir}${entry.name}`, as: 'script' }];
  for (const name of exposes) {
    const assets = manifest.exposes?.find((e) => e.name === name)?.assets;
    for (const asset of assets?.js?.sync ?? []) files.push({ href: `${chunkBase}${asset}`, as: 'script' });
    for (const asset of assets?.css?.sync ?? []) files.push({ href: `${chunkBase}${asset}`, as: 'style' });
  }
  return files;
}

/**
 * The shell's own scripts every page runs after main.js, preloaded: its bootstrap chunk group
 * (first-scripts.json, written by the shell's build) and the chunk of each shared module it offers
 * (the first of the module's files in mf-manifest.json; react-dom lists a second copy no page
 * loads, and an unused preload is a console warning). Without them main.js asks for these in
 * waves, one round trip each. Preload, not prefetch: Chromium starts a prefetch only once the
 * page's own requests are done, so the script was asked for again before it arrived.
 */
async function shellScripts(shellDist) {
  if (!shellDist) return [];
  const [first, manifest] = await Promise.all([
    readJson(path.join(shellDist, 'first-scripts.json')),
    readJson(path.join(shellDist, 'mf-manifest.json')),
  ]);
  const bootstrap = Array.isArray(first) ? first : [];
  const shared = (manifest?.shared ?? []).map((module) => module.assets?.js?.sync?.[0]).filter(Boolean);
  return [...new Set([...bootstrap, ...shared])].map((file) => `/${file}`);
}

export const fetchPreload = (url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${attribute(url)}">`;

/**
 * `hintsFor(pathname, { signedIn })` answers the data block and the preload links of one page path,
 * as HTML for the end of its head. `localDirs` maps the URL prefixes of builds served here to their
 * folders, `shellDist` is the shell's build and `apiBase` where the pages' API client sends its calls.
 */
export function createPageHints({ remotesFile, localDirs, shellDist = null, apiBase = '/api' }) {
  return async function hintsFor(pathname, { signedIn = false } = {}) {
    const tags = (await shellScripts(shellDist)).map((script) => `<link rel="preload" as="script" href="${attribute(script)}">`);
    const remotes = await readJson(remotesFile);
    if (!remotes || typeof remotes !== 'object') return tags.join('');
    tags.push(`<script type="application/json" id="cypher-remotes">${jsonForHtml(remotes)}</script>`);
    const first = firstModules(pathname);
    const manifestUrl = first && typeof remotes[first.area] === 'string' ? remotes[first.area] : null;
    if (manifestUrl) {
      tags.push(fetchPreload(manifestUrl));
      for (const file of await areaFiles(manifestUrl, first.exposes, localDirs)) {
        tags.push(`<link rel="prefetch" as="${file.as}" href="${attribute(file.href)}">`);
      }
    }
    if (!signedIn) tags.push(...firstReadUrls(pathname, apiBase).map(fetchPreload));
    return tags.join('');
  };
}
