// Serves the example partner page from its own origin, pointed at the app under test.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.E2E_PARTNER_PORT ?? 8190);
const appOrigin = process.env.APP_ORIGIN ?? 'http://127.0.0.1:8180';
const page = path.join(root, 'examples', 'partner-site', 'index.html');

/**
 * The example page, and variants for the isolation journey (issue 12, defect 13): the same page
 * with a 9 px root font and a right-to-left body, that page without the widget, and a plain page
 * holding nothing but the widget.
 */
const HOSTILE_ROOT = '<style id="rtl-9px">html { font-size: 9px; line-height: 3; } body { direction: rtl; }</style>';
const VARIANTS = {
  '/': (html) => html,
  '/index.html': (html) => html,
  '/rtl-9px': (html) => html.replace('</head>', `${HOSTILE_ROOT}</head>`),
  '/rtl-9px-without-widget': (html) =>
    html.replace('</head>', `${HOSTILE_ROOT}</head>`).replace(/<script src="[^"]*embed\.js"[^>]*><\/script>/, ''),
  '/plain': (html) => {
    const widget = /<div\s+data-cypher-events[^>]*><\/div>/.exec(html)[0];
    const script = /<script src="[^"]*embed\.js"[^>]*><\/script>/.exec(html)[0];
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Plain page</title></head><body>${widget}${script}</body></html>`;
  },
};

http
  .createServer((req, res) => {
    const variant = VARIANTS[req.url];
    if (!variant) {
      res.writeHead(404).end('not found');
      return;
    }
    const html = variant(fs.readFileSync(page, 'utf8').replaceAll('http://localhost:8080', appOrigin));
    // The partner page runs under exactly the policy examples/partner-site/README.md tells
    // partners to allow, so the embed journeys prove that list is enough.
    const policy = [
      "default-src 'self'",
      `script-src 'self' ${appOrigin}`,
      `connect-src 'self' ${appOrigin}`,
      `img-src 'self' ${appOrigin}`,
      "style-src 'self' 'unsafe-inline'",
    ].join('; ');
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': policy }).end(html);
  })
  .listen(port, '127.0.0.1', () => console.log(`partner site on http://localhost:${port}`));
