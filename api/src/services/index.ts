import type { Repositories } from '../repositories/index.js';
import { createBattleChipsService } from './battle-chips.js';
import { createBattlesService } from './battles-service.js';
import { createEventsService } from './events-service.js';
import { createImagesService } from './images-service.js';
import { createOrgsService } from './orgs-service.js';
import { createUsersService } from './users-service.js';

export interface ServiceDependencies {
  now: () => Date;
  imagesDir: string;
}

/** Every service with its dependencies handed in (tests pass a fixed clock). */
export function createServices(repos: Repositories, deps: ServiceDependencies) {
  const battleChips = createBattleChipsService(repos);
  return {
    events: createEventsService(repos, { now: deps.now, battleChips }),
    battles: createBattlesService(repos, { now: deps.now }),
    orgs: createOrgsService(repos, { now: deps.now }),
    users: createUsersService(repos),
    images: createImagesService(repos, deps),
  };
}

export type Services = ReturnType<typeof createServices>;
