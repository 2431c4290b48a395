import { fakeSessionUser } from '@cypher/contracts/testing';
import { guardRedirect } from './guard-redirect';

const dancer = fakeSessionUser({ id: 7, dancerName: 'B-Girl Ayu' });
const incomplete = fakeSessionUser({ id: 8, dancerName: null });

describe('guardRedirect', () => {
  it.each([
    ['/create-event', ''],
    ['/create-event/42', ''],
    ['/event/42/checkin', ''],
    ['/profile-setting', '?tabName=general'],
    ['/create-other-profile', ''],
  ])('sends a signed-out visitor on %s%s to Login with the redirect', (pathname, search) => {
    expect(guardRedirect(pathname, search, null)).toBe(`/login?redirect=${encodeURIComponent(pathname + search)}`);
  });

  it.each(['/', '/events', '/event/42', '/battle/3', '/profile/9', '/organizations', '/create-event/42/extra'])(
    'lets a signed-out visitor see public %s',
    (pathname) => {
      expect(guardRedirect(pathname, '', null)).toBeNull();
    },
  );

  it.each(['/create-event', '/event/42/checkin', '/profile-setting', '/events'])(
    'lets a complete dancer through %s',
    (pathname) => {
      expect(guardRedirect(pathname, '', dancer)).toBeNull();
    },
  );

  it('sends a signed-in user without a dancer name to finish sign-up, keeping where they were going', () => {
    expect(guardRedirect('/event/5', '?tab=info', incomplete)).toBe(
      `/signup?incomplete=true&redirect=${encodeURIComponent('/event/5?tab=info')}`,
    );
    expect(guardRedirect('/profile-setting', '', { ...incomplete, dancerName: '  ' })).toBe(
      `/signup?incomplete=true&redirect=${encodeURIComponent('/profile-setting')}`,
    );
  });

  it('does not redirect an incomplete user away from sign-up, login, Google’s return or the extra-profile form', () => {
    expect(guardRedirect('/signup', '?incomplete=true', incomplete)).toBeNull();
    expect(guardRedirect('/login', '', incomplete)).toBeNull();
    expect(guardRedirect('/auth/complete', '', incomplete)).toBeNull();
    expect(guardRedirect('/create-other-profile', '', incomplete)).toBeNull();
    expect(guardRedirect('/create-other-profile/x', '', incomplete)).toBe(
      `/signup?incomplete=true&redirect=${encodeURIComponent('/create-other-profile/x')}`,
    );
  });
});
