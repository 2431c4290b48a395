// Brotli or gzip for the text files of a built app (scripts, styles, manifests), compressed once
// per file version and kept in memory: a visitor downloads about a quarter of the bytes. Other
// requests (no Accept-Encoding, images, unknown paths) fall through to express.static.
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.html', '.svg', '.map']);

function pickEncoding(acceptEncoding = '') {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

function compress(bytes, encoding) {
  return encoding === 'br'
    ? zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
    : zlib.gzipSync(bytes, { level: 9 });
}

/**
 * Sends a page's HTML (made per request, so not cached) compressed when the browser accepts it:
 * brotli at a quality that costs a few milliseconds, not the static files' 11.
 */
export function sendHtml(req, res, html) {
  const encoding = pickEncoding(req.headers['accept-encoding']);
  res.type('html');
  // Added to (not replacing) what the caller varies on: a page also varies with its cookies.
  res.vary('Accept-Encoding');
  if (!encoding) return res.send(html);
  const bytes = Buffer.from(html, 'utf8');
  const body =
    encoding === 'br'
      ? zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : zlib.gzipSync(bytes, { level: 6 });
  res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(body.length));
  return res.end(req.method === 'HEAD' ? undefined : body);
}

/** `setHeaders(res, filePath)` applies the caller's cache and CORS rules, as for express.static. */
export function compressedFiles(dir, { setHeaders }) {
  const root = path.resolve(dir);
  const cache = new Map();
  return async function serveCompressed(req, res, next) {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const ext = path.extname(req.path);
      const encoding = pickEncoding(req.headers['accept-encoding']);
      if (!COMPRESSIBLE.has(ext) || !encoding) return next();
      let relative;
      try {
        relative = decodeURIComponent(req.path);
      } catch {
        return next();
      }
      const file = path.join(root, path.normalize(relative));
      if (!file.startsWith(root + path.sep)) return next();
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) return next();
      const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}-${encoding}"`;
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('ETag', etag);
      setHeaders(res, file);
      res.type(ext);
      if (req.headers['if-none-match'] === etag) return res.status(304).end();
      const key = `${file}\n${etag}`;
      let body = cache.get(key);
      if (!body) {
        body = compress(await fs.readFile(file), encoding);
        cache.set(key, body);
      }
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', String(body.length));
      return res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      return next(error);
    }
  };
}
