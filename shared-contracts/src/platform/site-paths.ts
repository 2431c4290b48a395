// Every page of the site in one table: the area that owns it, its route pattern (react-router,
// from the site root, no leading slash) and its link builder. Apps build their routes and `paths`
// from it, and the shell and the composition server pick an area by a path's first segment from it
// (docs/engineering.md, "Area prefixes"), so a page's address is written once.
import type { FeatureAppMeta } from './platform.js';

export type AreaName = FeatureAppMeta['name'];

const page = <L extends (...args: never[]) => string>(area: AreaName, pattern: string, link: L) => ({ area, pattern, link });

/**
 * The calendar page's 'Calendar apps' section (the iCalendar feeds): its element id, so a dancer's
 * own profile can link straight to their feed (`/events/calendar#calendar-apps`).
 */
export const CALENDAR_APPS_ANCHOR = 'calendar-apps';

export const SITE_PAGES = {
  events: page('events', 'events', () => '/events'),
  eventsGrid: page('events', 'events/grid', () => '/events/grid'),
  eventsMap: page('events', 'events/map', () => '/events/map'),
  eventsCalendar: page('events', 'events/calendar', () => '/events/calendar'),
  event: page('events', 'event/:id', (id: number) => `/event/${id}`),
  checkin: page('events', 'event/:id/checkin', (id: number) => `/event/${id}/checkin`),
  createEvent: page('events', 'create-event', () => '/create-event'),
  createEventStep: page('events', 'create-event/:id', (id: number) => `/create-event/${id}`),

  members: page('accounts', 'members', () => '/members'),
  profile: page('accounts', 'profile/:id', (id: number) => `/profile/${id}`),
  profileSettings: page('accounts', 'profile-setting', () => '/profile-setting'),
  // Sign-in lives with sign-up in accounts; the header's 'Log in' link needs an owner.
  login: page('accounts', 'login', () => '/login'),
  signup: page('accounts', 'signup', () => '/signup'),
  createOtherProfile: page('accounts', 'create-other-profile', () => '/create-other-profile'),
  resetPassword: page('accounts', 'reset-password', () => '/reset-password'),
  magicLink: page('accounts', 'magic-link', () => '/magic-link'),
  releaseProfile: page('accounts', 'release-profile/:id', (id: number) => `/release-profile/${id}`),

  battle: page('battles', 'battle/:id', (id: number) => `/battle/${id}`),
  prelims: page('battles', 'battle/:id/prelims', (id: number) => `/battle/${id}/prelims`),
  prelimsGroups: page('battles', 'battle/:id/prelims/groups', (id: number) => `/battle/${id}/prelims/groups`),
  prelimsGroup: page(
    'battles',
    'battle/:id/prelims/group/:groupId',
    (id: number, groupId: number) => `/battle/${id}/prelims/group/${groupId}`,
  ),
  brackets: page('battles', 'battle/:id/brackets', (id: number) => `/battle/${id}/brackets`),
  sparring: page('battles', 'sparring/:id', (id: number) => `/sparring/${id}`),

  organizations: page('orgs', 'organizations', () => '/organizations'),
  organization: page('orgs', 'organization/:id', (id: number) => `/organization/${id}`),
  organizationSettings: page(
    'orgs',
    'organization/:id/settings/*',
    (id: number, section: string) => `/organization/${id}/settings/${section}`,
  ),
  createOrganization: page(
    'orgs',
    'create-organization-organization/:id',
    (id: number) => `/create-organization-organization/${id}`,
  ),
} as const;
