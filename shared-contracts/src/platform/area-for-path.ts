// Which feature app owns a path, by its first segment (docs/engineering.md, "Area prefixes").
// The shell routes by it, and the composition server names the area's code in the first HTML.
import type { FeatureAppMeta } from './platform.js';

type AreaName = FeatureAppMeta['name'];

const AREA_BY_SEGMENT: Readonly<Record<string, AreaName>> = {
  events: 'events',
  event: 'events',
  'create-event': 'events',
  members: 'accounts',
  profile: 'accounts',
  'profile-setting': 'accounts',
  // Sign-in lives with sign-up in accounts; the header's 'Log in' link needs an owner.
  login: 'accounts',
  signup: 'accounts',
  'create-other-profile': 'accounts',
  'reset-password': 'accounts',
  'magic-link': 'accounts',
  'release-profile': 'accounts',
  battle: 'battles',
  sparring: 'battles',
  organizations: 'orgs',
  organization: 'orgs',
  'create-organization-organization': 'orgs',
};

export function areaForPath(pathname: string): AreaName | null {
  const first = pathname.split('/').find((segment) => segment !== '') ?? '';
  return Object.hasOwn(AREA_BY_SEGMENT, first) ? AREA_BY_SEGMENT[first]! : null;
}
