// Runs the whole app on one port: migrates (and on an empty database seeds) the API's database,
// then serves API, shell and remotes. Configuration is read from the environment (see README).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, loadConfig, openDatabase, seedDemo } from '@cypher/api';
import { createAppServer } from './app-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function startServer({ port = Number(process.env.PORT ?? 8080) } = {}) {
  const config = loadConfig(process.env);
  const db = await openDatabase(config);
  // The demo seed only fills an empty database (SEED_DEMO=false turns it off).
  if (config.seedDemo) await seedDemo(db, config);
  const api = createApp({ db, config });
  const remotesFile = path.resolve(root, process.env.CYPHER_REMOTES_FILE ?? 'shell/remotes.json');
  const app = createAppServer({
    root,
    api,
    remotesFile,
    trustProxy: config.trustProxy,
    firebase: config.identity.firebase,
    // The Map view's Google origins are allowed only with a Maps key.
    maps: config.site.googleMapsApiKey !== null,
    // Links in previews use the configured public address; without one, the address asked for.
    publicUrl: process.env.PUBLIC_URL ? config.publicUrl : null,
  });
  return new Promise((resolve) => {
    const server = app.listen(port, '127.0.0.1', () => resolve({ server, db, port }));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { port } = await startServer();
  console.log(`Cypher is running on http://localhost:${port} (API under /api)`);
}
