import { loadConfig } from '../config.js';
import { openDatabase } from '../db/open-database.js';
import { seedDemo } from '../seed/seed-demo.js';

/** `npm run seed -w api`: migrates, then loads the demo data set if the database is empty. */
const config = loadConfig();
const db = await openDatabase(config);
const seeded = await seedDemo(db, { imagesDir: config.imagesDir });
console.log(seeded ? 'Seeded the demo data set' : 'The database already holds data; nothing seeded');
await db.destroy();
