// Every page of the site in one table: the area that owns it, its route pattern (react-router,
// from the site root, no leading slash) and its link builder. Apps build their routes and `paths`
// from it, and the shell and the composition server pick an area by a path's first segment from it
// (docs/engineering.md, "Area prefixes"), so a page's address is written once.
//
// One export per page, which the contracts export as the namespace `SITE_PAGES`
// (`SITE_PAGES.event.link(3)`): a bundle keeps only the pages it links to (issue 7), while the
// shell and the server, which walk every page (`areaForPath`), keep them all.
import type { FeatureAppMeta } from './platform.js';

export type AreaName = FeatureAppMeta['name'];

const page = <L extends (...args: never[]) => string>(area: AreaName, pattern: string, link: L) => ({ area, pattern, link });

export const events = /*#__PURE__*/ page('events', 'events', () => '/events');
export const eventsGrid = /*#__PURE__*/ page('events', 'events/grid', () => '/events/grid');
export const eventsMap = /*#__PURE__*/ page('events', 'events/map', () => '/events/map');
export const eventsCalendar = /*#__PURE__*/ page('events', 'events/calendar', () => '/events/calendar');
export const event = /*#__PURE__*/ page('events', 'event/:id', (id: number) => `/event/${id}`);
export const checkin = /*#__PURE__*/ page('events', 'event/:id/checkin', (id: number) => `/event/${id}/checkin`);
export const createEvent = /*#__PURE__*/ page('events', 'create-event', () => '/create-event');
export const createEventStep = /*#__PURE__*/ page('events', 'create-event/:id', (id: number) => `/create-event/${id}`);

export const members = /*#__PURE__*/ page('accounts', 'members', () => '/members');
export const profile = /*#__PURE__*/ page('accounts', 'profile/:id', (id: number) => `/profile/${id}`);
export const profileSettings = /*#__PURE__*/ page('accounts', 'profile-setting', () => '/profile-setting');
// Sign-in lives with sign-up in accounts; the header's 'Log in' link needs an owner.
export const login = /*#__PURE__*/ page('accounts', 'login', () => '/login');
export const signup = /*#__PURE__*/ page('accounts', 'signup', () => '/signup');
export const createOtherProfile = /*#__PURE__*/ page('accounts', 'create-other-profile', () => '/create-other-profile');
export const resetPassword = /*#__PURE__*/ page('accounts', 'reset-password', () => '/reset-password');
export const magicLink = /*#__PURE__*/ page('accounts', 'magic-link', () => '/magic-link');
export const releaseProfile = /*#__PURE__*/ page('accounts', 'release-profile/:id', (id: number) => `/release-profile/${id}`);

export const battle = /*#__PURE__*/ page('battles', 'battle/:id', (id: number) => `/battle/${id}`);
export const prelims = /*#__PURE__*/ page('battles', 'battle/:id/prelims', (id: number) => `/battle/${id}/prelims`);
export const prelimsGroups = /*#__PURE__*/ page(
  'battles',
  'battle/:id/prelims/groups',
  (id: number) => `/battle/${id}/prelims/groups`,
);
export const prelimsGroup = /*#__PURE__*/ page(
  'battles',
  'battle/:id/prelims/group/:groupId',
  (id: number, groupId: number) => `/battle/${id}/prelims/group/${groupId}`,
);
export const brackets = /*#__PURE__*/ page('battles', 'battle/:id/brackets', (id: number) => `/battle/${id}/brackets`);
export const sparring = /*#__PURE__*/ page('battles', 'sparring/:id', (id: number) => `/sparring/${id}`);

export const organizations = /*#__PURE__*/ page('orgs', 'organizations', () => '/organizations');
export const organization = /*#__PURE__*/ page('orgs', 'organization/:id', (id: number) => `/organization/${id}`);
export const organizationSettings = /*#__PURE__*/ page(
  'orgs',
  'organization/:id/settings/*',
  (id: number, section: string) => `/organization/${id}/settings/${section}`,
);
export const createOrganization = /*#__PURE__*/ page(
  'orgs',
  'create-organization-organization/:id',
  (id: number) => `/create-organization-organization/${id}`,
);
