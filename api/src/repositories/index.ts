import type { Knex } from 'knex';
import { createEventsRepository } from './events-repository.js';
import { createEventDetailsRepository } from './event-details-repository.js';
import { createBattlesRepository } from './battles-repository.js';
import { createOrgsRepository } from './orgs-repository.js';
import { createUsersRepository } from './users-repository.js';
import { createImagesRepository } from './images-repository.js';
import { createOrgRolesRepository } from './org-roles-repository.js';
import { createOrgEditingRepository } from './org-editing-repository.js';
import { createOrgLeaderboardRepository } from './org-leaderboard-repository.js';
import { createMediaRepository } from './media-repository.js';
import { createEventDraftsRepository } from './event-drafts-repository.js';
import { createEventEditingRepository } from './event-editing-repository.js';
import { createEventTiersRepository } from './event-tiers-repository.js';
import { createAttendancesRepository } from './attendances-repository.js';
import { createDancerEntriesRepository } from './dancer-entries-repository.js';
import { createBattleNumbersRepository } from './battle-numbers-repository.js';
import { createEventStaffRepository } from './event-staff-repository.js';
import { createWorkshopsRepository } from './workshops-repository.js';
import { createBattleEditingRepository } from './battle-editing-repository.js';
import { createCalendarLinksRepository } from './calendar-links-repository.js';
import { createSiteSettingsRepository } from './site-settings-repository.js';

/** Every repository over one Knex instance: the only layer that speaks SQL. */
export function createRepositories(db: Knex) {
  return {
    events: createEventsRepository(db),
    eventDetails: createEventDetailsRepository(db),
    battles: createBattlesRepository(db),
    orgs: createOrgsRepository(db),
    users: createUsersRepository(db),
    images: createImagesRepository(db),
    orgRoles: createOrgRolesRepository(db),
    orgEditing: createOrgEditingRepository(db),
    orgLeaderboard: createOrgLeaderboardRepository(db),
    media: createMediaRepository(db),
    eventDrafts: createEventDraftsRepository(db),
    eventEditing: createEventEditingRepository(db),
    eventTiers: createEventTiersRepository(),
    attendances: createAttendancesRepository(db),
    dancerEntries: createDancerEntriesRepository(db),
    battleNumbers: createBattleNumbersRepository(),
    eventStaff: createEventStaffRepository(),
    workshops: createWorkshopsRepository(db),
    battleEditing: createBattleEditingRepository(),
    calendarLinks: createCalendarLinksRepository(db),
    siteSettings: createSiteSettingsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
