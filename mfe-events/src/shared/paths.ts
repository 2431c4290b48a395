import { SITE_PAGES } from '@cypher/contracts';

/** Every path this app links to, from the site's page table (the contracts' SITE_PAGES). */
export const paths = {
  events: SITE_PAGES.events.link,
  eventsGrid: SITE_PAGES.eventsGrid.link,
  eventsMap: SITE_PAGES.eventsMap.link,
  eventsCalendar: SITE_PAGES.eventsCalendar.link,
  event: SITE_PAGES.event.link,
  createEvent: SITE_PAGES.createEvent.link,
  createEventStep: SITE_PAGES.createEventStep.link,
  checkin: SITE_PAGES.checkin.link,
  battle: SITE_PAGES.battle.link,
  profile: SITE_PAGES.profile.link,
  signup: SITE_PAGES.signup.link,
};
