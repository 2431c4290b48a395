// Asks the API how this deployment signs in; with Firebase, the Platform gains `identity` (see
// PlatformIdentity in the contracts) so the login and sign-up pages sign in through the SDK.
import { createApiClient, routes, type Platform, type PlatformIdentity } from '@cypher/contracts';
import { ERRORS } from '@cypher/contracts/texts';
import { signInWithFirebase, type FirebaseConfig, type FirebaseSignInDeps } from './firebase-sign-in.js';

export function createFirebaseIdentity(config: FirebaseConfig, deps: FirebaseSignInDeps): PlatformIdentity {
  return {
    signInWithProvider(kind, email, password) {
      if (kind === 'google') return signInWithFirebase(config, 'google', deps);
      if (!email || !password) {
        deps.fail(ERRORS.allFieldsIsRequired);
        return Promise.resolve(false);
      }
      return signInWithFirebase(config, { email, password }, deps);
    },
  };
}

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
  platform.identity = createFirebaseIdentity(config.firebase, {
    api: platform.api,
    session: platform.session,
    fail: (message) => platform.toast(message, 'error'),
    loadSdk: options.loadSdk,
  });
}
