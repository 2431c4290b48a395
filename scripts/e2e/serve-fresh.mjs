// The app as the end-to-end journeys see it: a fresh SQLite database with the demo seed and its own
// copy of the remotes configuration (a journey rewrites it to switch a remote's build).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = path.join(root, 'data', 'e2e');
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
fs.copyFileSync(path.join(root, 'shell', 'remotes.json'), path.join(dataDir, 'remotes.json'));

process.env.SQLITE_FILE = path.join(dataDir, 'cypher.sqlite');
process.env.IMAGES_DIR = path.join(dataDir, 'images');
process.env.OUTBOX_DIR = path.join(dataDir, 'outbox');
process.env.CYPHER_REMOTES_FILE = path.join(dataDir, 'remotes.json');
delete process.env.DATABASE_URL;

const { startServer } = await import('../server/main.mjs');
const { port } = await startServer({ port: Number(process.env.PORT ?? 8180) });
console.log(`e2e app on http://localhost:${port}`);
