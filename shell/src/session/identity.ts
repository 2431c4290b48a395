// Asks the API how this deployment signs in; with Firebase, the Platform gains `identity` (see
// PlatformIdentity in the contracts) so the login and sign-up pages sign in through the SDK. The
// Firebase side (firebase-sign-in.ts) is a chunk of its own, fetched only by a Firebase deployment.
import { createApiClient, routes, type Platform } from '@cypher/contracts';
import type { FirebaseSignInDeps } from './firebase-sign-in.js';

/**
 * Reads GET /auth/config once at start. Quiet: a deployment without the route (or offline) simply
 * keeps the API's own sign-in.
 */
export async function installIdentity(
  platform: Platform,
  options: { fetch?: typeof fetch; loadSdk?: FirebaseSignInDeps['loadSdk'] } = {},
): Promise<void> {
  const client = createApiClient({ baseUrl: platform.api.baseUrl, fetch: options.fetch });
  const config = await client.call(routes.auth.config);
  if (config?.provider !== 'firebase' || !config.firebase) return;
  const { createFirebaseIdentity } = await import(/* webpackChunkName: "firebase-sign-in" */ './firebase-sign-in.js');
  platform.identity = createFirebaseIdentity(config.firebase, {
    api: platform.api,
    session: platform.session,
    fail: (message) => platform.toast(message, 'error'),
    loadSdk: options.loadSdk,
  });
}
