import type { Knex } from 'knex';
import { createEventsRepository } from './events-repository.js';
import { createEventDetailsRepository } from './event-details-repository.js';
import { createBattlesRepository } from './battles-repository.js';
import { createOrgsRepository } from './orgs-repository.js';
import { createUsersRepository } from './users-repository.js';
import { createImagesRepository } from './images-repository.js';

/** Every repository over one Knex instance: the only layer that speaks SQL. */
export function createRepositories(db: Knex) {
  return {
    events: createEventsRepository(db),
    eventDetails: createEventDetailsRepository(db),
    battles: createBattlesRepository(db),
    orgs: createOrgsRepository(db),
    users: createUsersRepository(db),
    images: createImagesRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
