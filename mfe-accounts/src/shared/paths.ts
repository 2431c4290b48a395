import { CALENDAR_APPS_ANCHOR, SITE_PAGES } from '@cypher/contracts';

/** Every path this app links to, from the site's page table (the contracts' SITE_PAGES). */
export const paths = {
  home: '/',
  members: SITE_PAGES.members.link(),
  profile: SITE_PAGES.profile.link,
  login: SITE_PAGES.login.link(),
  signup: SITE_PAGES.signup.link(),
  incompleteSignup: (redirect: string | null) =>
    `${SITE_PAGES.signup.link()}?incomplete=true${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`,
  resetPassword: SITE_PAGES.resetPassword.link(),
  magicLink: SITE_PAGES.magicLink.link(),
  createOtherProfile: SITE_PAGES.createOtherProfile.link(),
  releaseProfile: SITE_PAGES.releaseProfile.link,
  profileSettings: SITE_PAGES.profileSettings.link(),
  settingsTab: (tabName?: string) =>
    tabName ? `${SITE_PAGES.profileSettings.link()}?tabName=${tabName}` : SITE_PAGES.profileSettings.link(),
  /** Another area (events): reached through AreaLink. */
  event: SITE_PAGES.event.link,
  /** The calendar page's 'Calendar apps' section (events area), where the dancer's own feed is. */
  calendarApps: `${SITE_PAGES.eventsCalendar.link()}#${CALENDAR_APPS_ANCHOR}`,
};

/** Where the parcel opens when it is given no path. */
export const DEFAULT_PATH = paths.members;
