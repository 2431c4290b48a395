import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { UnauthorizedError } from '../errors.js';
import type { ExternalIdentity } from '../services/identity-service.js';

export const FIREBASE_MESSAGES = {
  invalid: 'Firebase sign-in failed, please sign in again',
  noEmail: 'Your Firebase account has no email address',
} as const;

export type FirebaseVerifier = (idToken: string) => Promise<ExternalIdentity>;

/**
 * Verifies Firebase ID tokens with firebase-admin (signature, project audience and issuer,
 * expiry). firebase-admin honours FIREBASE_AUTH_EMULATOR_HOST: with it set it accepts the
 * emulator's unsigned tokens and asks the emulator whether the user still exists.
 */
export function createFirebaseVerifier(projectId: string, log: (error: unknown) => void): FirebaseVerifier {
  const name = `cypher-${projectId}`;
  const app = (): App => getApps().find((candidate) => candidate.name === name) ?? initializeApp({ projectId }, name);
  return async (idToken) => {
    let decoded;
    try {
      decoded = await getAuth(app()).verifyIdToken(idToken);
    } catch (error) {
      log(error);
      throw new UnauthorizedError(FIREBASE_MESSAGES.invalid);
    }
    if (!decoded.email) throw new UnauthorizedError(FIREBASE_MESSAGES.noEmail);
    // A Firebase password account's address is unproven until its owner opens Firebase's own link.
    return { provider: 'firebase', subject: decoded.uid, email: decoded.email, emailVerified: decoded.email_verified === true };
  };
}
