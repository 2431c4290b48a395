import { closeLive, createApp } from './app.js';
import { loadConfig } from './config.js';
import { engineOf } from './db/connection.js';
import { openDatabase } from './db/open-database.js';
import { seedDemo } from './seed/seed-demo.js';

/** Runs the API on its own (the root composition server mounts createApp under /api instead). */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  if (config.seedDemo && (await seedDemo(db, { imagesDir: config.imagesDir }))) console.log('Seeded the demo data set');
  const app = createApp({ db, config });
  const server = app.listen(config.port, () => console.log(`Cypher API on http://localhost:${config.port} (${engineOf(db)})`));
  // Once the server and the database pool are closed nothing keeps the process alive.
  const stop = () => {
    server.close(() => void db.destroy());
    // Open live streams would keep the server from closing; their browsers reconnect elsewhere.
    void closeLive(app);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
