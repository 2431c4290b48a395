import { ERRORS } from '@cypher/contracts/texts';
import { createStore } from 'jotai';
import { createPlatform } from '../platform/create-platform';
import { toastAtom } from '../state/session-atoms';
import { createFakeApi, meAnswer, memoryStorage, type Responder } from './fake-api';
import { firebaseErrorMessage, type FirebaseSdk } from './firebase-sign-in';
import { installIdentity } from './identity';

const firebaseConfig = { apiKey: 'k', authDomain: 'cypher.firebaseapp.com', projectId: 'cypher' };

function setup(respond: Responder) {
  const store = createStore();
  const api = createFakeApi(respond);
  const platform = createPlatform({
    store,
    navigate: jest.fn(),
    currentPath: () => '/login',
    storage: memoryStorage(),
    fetch: api.fetch,
  });
  return { store, api, platform };
}

function fakeSdk(signIn: FirebaseSdk['signIn']) {
  const sdk = { signIn: jest.fn(signIn) };
  return { sdk, loadSdk: jest.fn(async () => sdk) };
}

const firebaseDeployment: Responder = (r) => {
  if (r.path === '/auth/config') return { status: 200, body: { provider: 'firebase', google: false, firebase: firebaseConfig } };
  if (r.path === '/auth/firebase') return { status: 200, body: { token: 'api-session' } };
  if (r.path === '/user') return meAnswer(4, 'Bgirl Fire');
  return undefined;
};

describe('installIdentity', () => {
  it('leaves the Platform without identity when the API is its own provider', async () => {
    const { platform, api } = setup((r) =>
      r.path === '/auth/config' ? { status: 200, body: { provider: 'cypher', google: true, firebase: null } } : undefined,
    );
    const { loadSdk } = fakeSdk(async () => 'never');
    await installIdentity(platform, { fetch: api.fetch, loadSdk });
    expect(platform.identity).toBeUndefined();
    expect(loadSdk).not.toHaveBeenCalled();
  });

  it('with Firebase signs in with the SDK, exchanges the ID token and starts the session', async () => {
    const { platform, api } = setup(firebaseDeployment);
    const { sdk, loadSdk } = fakeSdk(async () => 'firebase-id-token');
    await installIdentity(platform, { fetch: api.fetch, loadSdk });
    // The SDK is not fetched until someone signs in.
    expect(loadSdk).not.toHaveBeenCalled();

    await expect(platform.identity?.signInWithProvider('password', 'fire@example.test', 'secret-pass')).resolves.toBe(true);
    expect(sdk.signIn).toHaveBeenCalledWith(firebaseConfig, { email: 'fire@example.test', password: 'secret-pass' });
    const exchange = api.sent.find((r) => r.path === '/auth/firebase');
    expect(exchange).toMatchObject({ method: 'POST' });
    const body = JSON.parse(
      String((api.fetch as jest.Mock).mock.calls.find(([url]) => String(url).endsWith('/auth/firebase'))[1].body),
    );
    expect(body).toEqual({ idToken: 'firebase-id-token' });
    expect(api.sent.at(-1)).toMatchObject({ path: '/user', token: 'api-session' });
    expect(platform.session.getUser()).toMatchObject({ id: 4 });
  });

  it('passes Google through to the SDK', async () => {
    const { platform, api } = setup(firebaseDeployment);
    const { sdk, loadSdk } = fakeSdk(async () => 'google-id-token');
    await installIdentity(platform, { fetch: api.fetch, loadSdk });
    await expect(platform.identity?.signInWithProvider('google')).resolves.toBe(true);
    expect(sdk.signIn).toHaveBeenCalledWith(firebaseConfig, 'google');
  });

  it('shows the spec’s login error and starts no session when the SDK refuses', async () => {
    const { platform, api, store } = setup(firebaseDeployment);
    const { loadSdk } = fakeSdk(async () => {
      throw Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), { code: 'auth/invalid-credential' });
    });
    await installIdentity(platform, { fetch: api.fetch, loadSdk });
    await expect(platform.identity?.signInWithProvider('password', 'fire@example.test', 'wrong')).resolves.toBe(false);
    expect(store.get(toastAtom)).toMatchObject({ message: ERRORS.incorrectCredentials, kind: 'error' });
    expect(api.sent.some((r) => r.path === '/auth/firebase')).toBe(false);
    expect(platform.session.getUser()).toBeNull();
  });

  it('fails when the API refuses the exchange', async () => {
    const { platform, api } = setup((r) =>
      r.path === '/auth/firebase'
        ? { status: 401, body: { error: { code: 'unauthorized', message: 'Invalid token', details: {} } } }
        : firebaseDeployment(r),
    );
    const { loadSdk } = fakeSdk(async () => 'id');
    await installIdentity(platform, { fetch: api.fetch, loadSdk });
    await expect(platform.identity?.signInWithProvider('google')).resolves.toBe(false);
    expect(platform.session.getUser()).toBeNull();
  });
});

describe('firebaseErrorMessage', () => {
  it('maps the provider’s codes to the spec’s texts, else keeps its message', () => {
    expect(firebaseErrorMessage({ code: 'auth/too-many-requests' })).toBe(ERRORS.tooManyLoginAttempts);
    expect(firebaseErrorMessage({ code: 'auth/wrong-password' })).toBe(ERRORS.incorrectCredentials);
    expect(firebaseErrorMessage(Object.assign(new Error('Popup closed'), { code: 'auth/popup-closed-by-user' }))).toBe(
      'Popup closed',
    );
    expect(firebaseErrorMessage('weird')).toBe(ERRORS.generic);
  });
});
