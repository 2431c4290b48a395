import { loadConfig } from '../config.js';
import { openDatabase } from '../db/open-database.js';
import { createSiteSettingsRepository } from '../repositories/site-settings-repository.js';
import { createEventsRepository } from '../repositories/events-repository.js';

/**
 * `npm run home-banner -w api -- <event id | off>`: which event Home's banner links to. An operator
 * sets it (the site has no site-wide admin role to give a web call to); GET /home-banner reads it.
 */
const arg = process.argv[2];
if (!arg || !(arg === 'off' || /^\d{1,10}$/.test(arg))) {
  console.error('Usage: npm run home-banner -w api -- <event id | off>');
  process.exit(2);
}
const config = loadConfig();
const db = await openDatabase(config);
try {
  if (arg === 'off') {
    await createSiteSettingsRepository(db).set('home_banner_event_id', null, new Date());
    console.log('Home shows no banner');
  } else {
    const event = await createEventsRepository(db).findById(Number(arg));
    if (!event || event.status !== 'published') {
      console.error(`Event ${arg} is not a published event`);
      process.exitCode = 1;
    } else {
      await createSiteSettingsRepository(db).set('home_banner_event_id', arg, new Date());
      console.log(`Home's banner links to event ${arg}: ${event.title}`);
    }
  }
} finally {
  await db.destroy();
}
