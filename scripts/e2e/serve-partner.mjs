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
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
  })
  .listen(port, '127.0.0.1', () => console.log(`partner site on http://localhost:${port}`));
