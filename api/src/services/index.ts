import type { Knex } from 'knex';
import type { Repositories } from '../repositories/index.js';
import type { SendMail } from '../auth/mailer.js';
import { createIdentityService } from './identity-service.js';
import { createAccountService } from './account-service.js';
import { createNotificationsService } from './notifications-service.js';
import { createBattleChipsService } from './battle-chips.js';
import { createBattleServices } from './battle-services.js';
import { createEventsService } from './events-service.js';
import { createImagesService } from './images-service.js';
import { createOrgsService } from './orgs-service.js';
import { createUsersService } from './users-service.js';
import { createOrgAccessService } from './org-access.js';
import { createOrgEditingService } from './org-editing-service.js';
import { createOrgMembersService } from './org-members-service.js';
import { createMediaService } from './media-service.js';
import { createOrgRolesService } from './org-roles-service.js';
import { createEventDraftsService } from './event-drafts.js';
import { createEventsAccessService } from './events-access.js';
import { createEventsPublishingService } from './events-publishing.js';
import { createEventsSavingService } from './events-saving.js';
import { createCheckInService } from './check-in-service.js';
import { createEventsMapService } from './events-map.js';
import { createWorkshopsService } from './workshops-service.js';
import { createEventStaffService } from './event-staff-service.js';
import { createEventCalendarService } from './event-calendar.js';
import { createCalendarLinksService } from './calendar-links.js';
import { createHomeBannerService } from './home-banner.js';
import type { AnnounceBattleChange } from '../live/index.js';
import { createMailQueue } from './mail-queue.js';
import { createAccountsRepository } from '../repositories/accounts-repository.js';

export interface ServiceDependencies {
  /** Identity services open their own transactions over it. */
  db: Knex;
  now: () => Date;
  imagesDir: string;
  /** Signs session tokens. */
  secret: string;
  /** Where e-mailed links point. */
  publicUrl: string;
  sendMail: SendMail;
  log: (error: unknown) => void;
  /** Tells a battle's open pages what changed (api/src/live); call after the transaction commits. */
  announceBattleChange: AnnounceBattleChange;
}

/** Every service with its dependencies handed in (tests pass a fixed clock). */
export function createServices(repos: Repositories, deps: ServiceDependencies) {
  const battleChips = createBattleChipsService(repos);
  const orgAccess = createOrgAccessService(repos);
  const orgs = createOrgsService(repos, { now: deps.now, orgAccess });
  const users = createUsersService(repos);
  const eventsAccess = createEventsAccessService(repos);
  const events = createEventsService(repos, { now: deps.now, battleChips, access: eventsAccess });
  const { db, now } = deps;
  const mailQueue = createMailQueue(deps.log);
  return {
    /** E-mails still being sent after their request was answered (wait for them at shutdown). */
    mailQueue,
    identity: createIdentityService({
      db,
      now,
      secret: deps.secret,
      publicUrl: deps.publicUrl,
      sendMail: deps.sendMail,
      log: deps.log,
      mailQueue,
    }),
    account: createAccountService({ db, now }),
    notifications: createNotificationsService({ db, now }),
    events,
    eventsPublishing: createEventsPublishingService(repos, {
      now: deps.now,
      access: eventsAccess,
      events,
      mail: { queue: mailQueue, send: deps.sendMail, publicUrl: deps.publicUrl, accounts: createAccountsRepository(db) },
    }),
    eventsSaving: createEventsSavingService(repos, { now: deps.now, access: eventsAccess, events }),
    checkIn: createCheckInService(repos, { now: deps.now, events, announceBattleChange: deps.announceBattleChange }),
    eventsMap: createEventsMapService(repos, { now: deps.now }),
    workshops: createWorkshopsService(repos, { users }),
    eventStaff: createEventStaffService(repos, { now: deps.now, access: eventsAccess }),
    eventDrafts: createEventDraftsService(repos, { now: deps.now }),
    eventCalendar: createEventCalendarService(repos, { now: deps.now, publicUrl: deps.publicUrl }),
    calendarLinks: createCalendarLinksService(repos),
    homeBanner: createHomeBannerService(repos, { now: deps.now }),
    ...createBattleServices(repos, { db, now, eventsAccess, announceBattleChange: deps.announceBattleChange }),
    orgs,
    users,
    images: createImagesService(repos, deps),
    orgAccess,
    orgEditing: createOrgEditingService(repos, { now: deps.now, orgAccess, orgs }),
    orgMembers: createOrgMembersService(repos, { now: deps.now, orgAccess, users }),
    media: createMediaService(repos, { now: deps.now, orgAccess, eventsAccess }),
    orgRoles: createOrgRolesService(repos, { now: deps.now, orgAccess, orgs }),
  };
}

export type Services = ReturnType<typeof createServices>;

export { refreshStandings, rebuildStandings, type StandingsScope } from './leaderboard-standings.js';
