import { areaForPath } from './area-for-path.js';
import * as SITE_PAGES from './site-paths.js';

describe('areaForPath', () => {
  it.each([
    ['/events/map', 'events'],
    ['/event/3/checkin', 'events'],
    ['/create-event', 'events'],
    ['/members', 'accounts'],
    ['/profile/4', 'accounts'],
    ['/signup', 'accounts'],
    ['/release-profile/4', 'accounts'],
    ['/battle/9/brackets', 'battles'],
    ['/sparring/2', 'battles'],
    ['/organization/1/settings/admins', 'orgs'],
    ['/create-organization-organization/5', 'orgs'],
  ])('%s belongs to %s', (pathname, area) => {
    expect(areaForPath(pathname)).toBe(area);
  });

  it('gives every page of the site one area per first segment', () => {
    const owners = new Map<string, Set<string>>();
    for (const page of Object.values(SITE_PAGES)) {
      const first = page.pattern.split('/')[0]!;
      owners.set(first, (owners.get(first) ?? new Set()).add(page.area));
      expect(areaForPath(page.pattern.replace(/:\w+|\*/g, '1'))).toBe(page.area);
    }
    expect([...owners.values()].filter((areas) => areas.size > 1)).toEqual([]);
  });

  it.each(['/', '/nope', '/eventsx', '/toString', '/constructor'])('%s belongs to no area', (pathname) => {
    expect(areaForPath(pathname)).toBeNull();
  });
});
