// Optional Firebase sign-in (AUTH_PROVIDER=firebase): the firebase SDK signs the dancer in, its ID
// token is exchanged at POST /auth/firebase for the API's own session token, and the session
// starts with that. The SDK is imported on first use only, so it never lands in the main bundle.
import { routes, type ApiClient, type AuthConfig, type PlatformIdentity, type PlatformSession } from '@cypher/contracts';
import { ERRORS } from '@cypher/contracts/texts';

export type FirebaseConfig = NonNullable<AuthConfig['firebase']>;
export type FirebaseCredential = { email: string; password: string } | 'google';

/** The part of the SDK the shell uses: sign in and answer the Firebase ID token. */
export interface FirebaseSdk {
  signIn(config: FirebaseConfig, credential: FirebaseCredential): Promise<string>;
}

export interface FirebaseSignInDeps {
  api: ApiClient;
  session: Pick<PlatformSession, 'signIn'>;
  /** Reports a failure (the shell's error toast). */
  fail: (message: string) => void;
  /** Replaced in tests; the real one downloads the SDK. */
  loadSdk?: () => Promise<FirebaseSdk>;
}

const APP_NAME = 'cypher';

export async function loadFirebaseSdk(): Promise<FirebaseSdk> {
  const [appModule, auth] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  return {
    async signIn(config, credential) {
      const app = appModule.getApps().find((a) => a.name === APP_NAME) ?? appModule.initializeApp(config, APP_NAME);
      const firebaseAuth = auth.getAuth(app);
      const result =
        credential === 'google'
          ? await auth.signInWithPopup(firebaseAuth, new auth.GoogleAuthProvider())
          : await auth.signInWithEmailAndPassword(firebaseAuth, credential.email, credential.password);
      return result.user.getIdToken();
    },
  };
}

/** Spec §8: the two login errors with their own text; any other is the provider's own message. */
export function firebaseErrorMessage(error: unknown): string {
  const code = typeof error === 'object' && error && 'code' in error ? String((error as { code: unknown }).code) : '';
  if (code === 'auth/too-many-requests') return ERRORS.tooManyLoginAttempts;
  if (
    ['auth/user-not-found', 'auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials'].includes(code)
  ) {
    return ERRORS.incorrectCredentials;
  }
  return error instanceof Error && error.message ? error.message : ERRORS.generic;
}

/** Resolves true once the session has started; false after a failure already reported. */
export async function signInWithFirebase(
  config: FirebaseConfig,
  credential: FirebaseCredential,
  deps: FirebaseSignInDeps,
): Promise<boolean> {
  let idToken: string;
  try {
    const sdk = await (deps.loadSdk ?? loadFirebaseSdk)();
    idToken = await sdk.signIn(config, credential);
  } catch (error) {
    deps.fail(firebaseErrorMessage(error));
    return false;
  }
  // The API client reports its own failures (error toast).
  const session = await deps.api.call(routes.auth.firebase, { body: { idToken } });
  if (!session) return false;
  return (await deps.session.signIn(session.token)) !== null;
}

/** The Platform's `identity` of a Firebase deployment (installIdentity loads this module then). */
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
