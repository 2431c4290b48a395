import { loadConfig } from '../config.js';
import { engineOf } from '../db/connection.js';
import { openDatabase } from '../db/open-database.js';
import { migrationSource } from '../migrations/index.js';

/** `npm run migrate -w api`: brings the configured database up to date. */
const config = loadConfig();
const db = await openDatabase(config);
const [completed] = (await db.migrate.list({ migrationSource })) as [unknown[], unknown[]];
console.log(`${engineOf(db)} is up to date (${completed.length} migrations applied)`);
await db.destroy();
