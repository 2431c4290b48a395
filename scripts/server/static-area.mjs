// Static files of one built app with the cache rules federation needs: entry files (manifest,
// remoteEntry, html) are always revalidated so a new deploy is picked up; hashed chunks are immutable.
import express from 'express';
import { compressedFiles } from './compressed-files.mjs';

const ALWAYS_FRESH =
  /(^|\/)(mf-manifest\.json|mf-stats\.json|remoteEntry\.js|embed\.js|index\.html|sw\.js|favicon\.(?:ico|svg))$/;

/**
 * How long an entry file fetched by a `<link rel="prefetch">` stays fresh. The first HTML prefetches
 * its area's remoteEntry.js (page-hints.mjs); answered `no-cache`, Chromium revalidated it when the
 * federation runtime then asked for it, one more round trip before the area's code could run. A
 * minute covers a slow phone's load; `private` keeps shared caches from handing it to anyone else.
 * The page fetched its manifest and remoteEntry.js together, so they match; a deploy reaches a
 * visitor who prefetched in that minute at their next page load.
 */
const PREFETCH_FRESH = 'private, max-age=60';

/** A browser's prefetch says so (`Sec-Purpose: prefetch`; older Chromium `Purpose: prefetch`). */
const isPrefetch = (req) => /(^|;|\s)prefetch\b/i.test(req?.get('sec-purpose') ?? req?.get('purpose') ?? '');

export function staticArea(dir, { cors = false } = {}) {
  const setHeaders = (res, filePath) => {
    if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    const entry = ALWAYS_FRESH.test(filePath);
    const rule = !entry ? 'public, max-age=31536000, immutable' : isPrefetch(res.req) ? PREFETCH_FRESH : 'no-cache';
    res.setHeader('Cache-Control', rule);
  };
  // Text files go out brotli- or gzip-compressed; the rest (and clients without either) as they are.
  return [compressedFiles(dir, { setHeaders }), express.static(dir, { index: false, fallthrough: true, setHeaders })];
}
