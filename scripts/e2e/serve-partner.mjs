// Serves the example partner page from its own origin, pointed at the app under test.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.E2E_PARTNER_PORT ?? 8190);
const appOrigin = process.env.APP_ORIGIN ?? 'http://127.0.0.1:8180';
const page = path.join(root, 'examples', 'partner-site', 'index.html');

http
  .createServer((req, res) => {
    if (req.url !== '/' && req.url !== '/index.html') {
      res.writeHead(404).end('not found');
      return;
    }
    const html = fs.readFileSync(page, 'utf8').replaceAll('http://localhost:8080', appOrigin);
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
