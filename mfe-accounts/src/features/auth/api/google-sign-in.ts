import type { Platform } from '@cypher/contracts';

/**
 * Google sign-in is a full-page redirect flow run by the API (`GET /auth/google?redirect=…` → the
 * issuer → the shell's `/auth/complete`), so the page leaves for it; `redirect` is where the
 * visitor lands afterwards.
 */
export function googleSignInUrl(platform: Pick<Platform, 'api'>, redirect: string): string {
  return `${platform.api.baseUrl}/auth/google?redirect=${encodeURIComponent(redirect)}`;
}

export function startGoogleSignIn(
  platform: Pick<Platform, 'api'>,
  redirect: string,
  location: Pick<Location, 'assign'> = window.location,
) {
  location.assign(googleSignInUrl(platform, redirect));
}
