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

/** Where an incomplete profile is finished, or where a visitor signs in: never redirected away. */
const PROFILE_COMPLETION_EXEMPT: readonly RegExp[] = [/^\/signup\/?$/, /^\/login\/?$/];

export function isLoginRequired(pathname: string): boolean {
  return LOGIN_REQUIRED.some((pattern) => pattern.test(pathname));
}

export function guardRedirect(pathname: string, search: string, user: SessionUser | null): string | null {
  const redirect = encodeURIComponent(`${pathname}${search}`);
  if (!user) return isLoginRequired(pathname) ? `/login?redirect=${redirect}` : null;
  const hasDancerName = typeof user.dancerName === 'string' && user.dancerName.trim() !== '';
  if (!hasDancerName && !PROFILE_COMPLETION_EXEMPT.some((pattern) => pattern.test(pathname))) {
    return `/signup?incomplete=true&redirect=${redirect}`;
  }
  return null;
}
