// The navigation guard as a pure function: where a visitor must go instead of `pathname`, or null.
import type { SessionUser } from '@cypher/contracts';

/** Routes that need a signed-in user (spec route table). */
const LOGIN_REQUIRED: readonly RegExp[] = [
  /^\/create-event\/?$/,
  /^\/create-event\/[^/]+\/?$/,
  /^\/event\/[^/]+\/checkin\/?$/,
  /^\/profile-setting\/?$/,
  /^\/create-other-profile\/?$/,
];

/**
 * Where an incomplete profile is finished, where a visitor signs in (Google returns to
 * /auth/complete), and the extra-profile form (finishing a profile there is allowed too): never
 * redirected away.
 */
const PROFILE_COMPLETION_EXEMPT: readonly RegExp[] = [
  /^\/signup\/?$/,
  /^\/login\/?$/,
  /^\/auth\/complete\/?$/,
  /^\/create-other-profile\/?$/,
];

export function isLoginRequired(pathname: string): boolean {
  return LOGIN_REQUIRED.some((pattern) => pattern.test(pathname));
}

export function guardRedirect(pathname: string, search: string, user: SessionUser | null): string | null {
  const redirect = encodeURIComponent(`${pathname}${search}`);
  if (!user) return isLoginRequired(pathname) ? `/login?redirect=${redirect}` : null;
  if (!hasDancerName(user) && !PROFILE_COMPLETION_EXEMPT.some((pattern) => pattern.test(pathname))) {
    return completeProfilePath(`${pathname}${search}`);
  }
  return null;
}

export function hasDancerName(user: SessionUser): boolean {
  return typeof user.dancerName === 'string' && user.dancerName.trim() !== '';
}

/** Where an incomplete profile is finished, coming back to `redirect` afterwards. */
export function completeProfilePath(redirect: string): string {
  return `/signup?incomplete=true&redirect=${encodeURIComponent(redirect)}`;
}
