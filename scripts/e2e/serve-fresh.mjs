// The app as the end-to-end journeys see it: a fresh SQLite database with the demo seed, its own
// copy of the remotes configuration (a journey rewrites it to switch a remote's build), its own
// outbox, and Google sign-in pointed at the mock OpenID issuer.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_PORT, ISSUER_PORT, e2eDataDir } from './ports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = e2eDataDir(root);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
fs.copyFileSync(path.join(root, 'shell', 'remotes.json'), path.join(dataDir, 'remotes.json'));

const origin = `http://127.0.0.1:${APP_PORT}`;
Object.assign(process.env, {
  SQLITE_FILE: path.join(dataDir, 'cypher.sqlite'),
  IMAGES_DIR: path.join(dataDir, 'images'),
  OUTBOX_DIR: path.join(dataDir, 'outbox'),
  CYPHER_REMOTES_FILE: path.join(dataDir, 'remotes.json'),
  PUBLIC_URL: origin,
  AUTH_SECRET: 'e2e-only-secret-0123456789abcdef',
  GOOGLE_ISSUER: process.env.GOOGLE_ISSUER ?? `http://127.0.0.1:${ISSUER_PORT}`,
  GOOGLE_CLIENT_ID: 'cypher-e2e',
  GOOGLE_CLIENT_SECRET: 'cypher-e2e-secret',
});
delete process.env.DATABASE_URL;

const { startServer } = await import('../server/main.mjs');
const { port } = await startServer({ port: APP_PORT });
console.log(`e2e app on http://localhost:${port}`);
