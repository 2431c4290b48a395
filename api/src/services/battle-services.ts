import type { Knex } from 'knex';
import type { Repositories } from '../repositories/index.js';
import { createBattleAdminService } from './battle-admin.js';
import { createBattleEditingService } from './battle-editing.js';
import { createBattleCrewsService } from './battle-crews.js';
import { createBattleCsvService } from './battle-participants-csv.js';
import { createBattleRegistrationService } from './battle-registration.js';
import { createBattleViewerService } from './battle-viewer.js';
import { createBattleWinnersService } from './battle-winners.js';
import { createBracketServices } from './bracket-services.js';
import { createBattleWrites } from './battle-writes.js';
import { createBattlesService } from './battles-service.js';
import { createPrelimsServices } from './prelims-services.js';
import type { EventsAccessService } from './events-access.js';
import type { AnnounceBattleChange } from '../live/index.js';

/** The battle page's services: the read, registration, crews, admin tools, winners, the CSV, the wizard's battle editor, and the prelims. */
export function createBattleServices(
  repos: Repositories,
  deps: { db: Knex; now: () => Date; eventsAccess: EventsAccessService; announceBattleChange: AnnounceBattleChange },
) {
  const viewerOf = createBattleViewerService(repos, { eventsAccess: deps.eventsAccess });
  const battles = createBattlesService(repos, { now: deps.now, viewerOf });
  const writes = createBattleWrites({ db: deps.db, now: deps.now, viewerOf, announceBattleChange: deps.announceBattleChange });
  return {
    battles,
    battleRegistration: createBattleRegistrationService({ writes, battles }),
    battleCrews: createBattleCrewsService({ writes, battles }),
    battleAdmin: createBattleAdminService(repos, { writes, battles }),
    battleWinners: createBattleWinnersService({ writes, battles }),
    battleCsv: createBattleCsvService({ battles }),
    battleEditing: createBattleEditingService(repos, { now: deps.now, access: deps.eventsAccess, battles, viewerOf }),
    ...createPrelimsServices(repos, { db: deps.db, now: deps.now, viewerOf, announceBattleChange: deps.announceBattleChange }),
    ...createBracketServices(repos, { db: deps.db, writes, viewerOf, announceBattleChange: deps.announceBattleChange }),
  };
}
