import { areaForPath } from './area-for-path.js';

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

  it.each(['/', '/nope', '/eventsx', '/toString', '/constructor'])('%s belongs to no area', (pathname) => {
    expect(areaForPath(pathname)).toBeNull();
  });
});
