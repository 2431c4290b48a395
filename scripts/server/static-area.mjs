// Static files of one built app with the cache rules federation needs: entry files (manifest,
// remoteEntry, html) are always revalidated so a new deploy is picked up; hashed chunks are immutable.
import express from 'express';
import { compressedFiles } from './compressed-files.mjs';

const ALWAYS_FRESH =
  /(^|\/)(mf-manifest\.json|mf-stats\.json|remoteEntry\.js|embed\.js|index\.html|sw\.js|favicon\.(?:ico|svg))$/;

export function staticArea(dir, { cors = false } = {}) {
  const setHeaders = (res, filePath) => {
    if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cache-Control', ALWAYS_FRESH.test(filePath) ? 'no-cache' : 'public, max-age=31536000, immutable');
  };
  // Text files go out brotli- or gzip-compressed; the rest (and clients without either) as they are.
  return [compressedFiles(dir, { setHeaders }), express.static(dir, { index: false, fallthrough: true, setHeaders })];
}
