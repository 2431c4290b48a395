import { CURRENT_PROFILE_STORAGE_KEY, routes } from '@cypher/contracts';
import { createStore } from 'jotai';
import { createPlatform } from '../platform/create-platform';
import { sessionLoadingAtom, tokenAtom, userAtom } from '../state/session-atoms';
import { createFakeApi, meAnswer, memoryStorage, unauthorized, type Responder } from './fake-api';
import { TOKEN_STORAGE_KEY } from './session-storage';

function setup(respond: Responder, stored: Record<string, string> = {}, location = '/event/9?tab=info') {
  const store = createStore();
  const storage = memoryStorage(stored);
  const api = createFakeApi(respond);
  const navigate = jest.fn();
  const reloadPage = jest.fn();
  const platform = createPlatform({
    store,
    navigate,
    currentPath: () => location.split('?')[0]!,
    currentLocation: () => location,
    storage,
    fetch: api.fetch,
    reloadPage,
  });
  return { store, storage, api, navigate, reloadPage, platform };
}

describe('session start', () => {
  it('without a stored token asks for nothing and stays signed out', async () => {
    const { platform, api, store } = setup(() => undefined);
    await platform.session.start();
    expect(api.sent).toEqual([]);
    expect(platform.session.getUser()).toBeNull();
    expect(store.get(sessionLoadingAtom)).toBe(false);
  });

  it('with a stored token loads GET /user as the stored profile, holding the guard meanwhile', async () => {
    const { platform, api, store } = setup(
      (r) =>
        r.path === '/user'
          ? meAnswer(12, 'Bgirl Two', [
              [11, 'Main'],
              [12, 'Bgirl Two'],
            ])
          : undefined,
      { [TOKEN_STORAGE_KEY]: 'tok-1', [CURRENT_PROFILE_STORAGE_KEY]: '12' },
    );
    const started = platform.session.start();
    expect(store.get(sessionLoadingAtom)).toBe(true);
    await started;
    expect(store.get(sessionLoadingAtom)).toBe(false);
    expect(api.sent).toEqual([{ method: 'GET', path: '/user', token: 'tok-1', caller: '12' }]);
    expect(platform.session.getUser()).toMatchObject({ id: 12, dancerName: 'Bgirl Two', profiles: [{ id: 11 }, { id: 12 }] });
  });

  it('forgets a refused token and the stored profile (401)', async () => {
    const { platform, storage, store } = setup(() => unauthorized, {
      [TOKEN_STORAGE_KEY]: 'old',
      [CURRENT_PROFILE_STORAGE_KEY]: '5',
    });
    await platform.session.start();
    expect(platform.session.getUser()).toBeNull();
    expect(store.get(tokenAtom)).toBeNull();
    expect(storage.items.has(TOKEN_STORAGE_KEY)).toBe(false);
    expect(storage.items.has(CURRENT_PROFILE_STORAGE_KEY)).toBe(false);
    expect(store.get(sessionLoadingAtom)).toBe(false);
  });

  it('acts as the main profile when the stored one is refused (403)', async () => {
    const { platform, storage, api } = setup(
      (r) =>
        r.caller === '99'
          ? { status: 403, body: { error: { code: 'forbidden', message: 'no', details: {} } } }
          : meAnswer(4, 'Main'),
      { [TOKEN_STORAGE_KEY]: 'tok', [CURRENT_PROFILE_STORAGE_KEY]: '99' },
    );
    await platform.session.start();
    expect(api.sent.map((r) => r.caller)).toEqual(['99', null]);
    expect(platform.session.getUser()?.id).toBe(4);
    expect(storage.items.has(CURRENT_PROFILE_STORAGE_KEY)).toBe(false);
  });
});

describe('signIn and refresh', () => {
  it('stores the token and loads the user; a token the API refuses signs nobody in', async () => {
    const { platform, storage } = setup((r) => (r.token === 'good' ? meAnswer(3, 'Bboy Three') : unauthorized));
    await expect(platform.session.signIn('good')).resolves.toMatchObject({ id: 3 });
    expect(storage.items.get(TOKEN_STORAGE_KEY)).toBe('good');
    await expect(platform.session.signIn('bad')).resolves.toBeNull();
    expect(platform.session.getUser()).toBeNull();
    expect(storage.items.has(TOKEN_STORAGE_KEY)).toBe(false);
  });

  it('refresh reloads the user and tells subscribers', async () => {
    let name = 'Before';
    const { platform } = setup(() => meAnswer(3, name));
    await platform.session.signIn('t');
    const seen: Array<string | null | undefined> = [];
    platform.session.subscribe((user) => seen.push(user?.dancerName));
    name = 'After';
    await expect(platform.session.refresh()).resolves.toMatchObject({ dancerName: 'After' });
    expect(seen).toEqual(['After']);
  });
});

describe('a 401 from any call while signed in', () => {
  it('signs the visitor out, and a 401 for an older token does not', async () => {
    let refuse = 'none';
    const { platform, store } = setup((r) => {
      if (r.path === '/user') return meAnswer(3, 'Bboy Three');
      return r.token === refuse ? unauthorized : { status: 200, body: [] };
    });
    await platform.session.signIn('first');
    await platform.api.call(routes.notifications.list);
    expect(platform.session.getUser()).not.toBeNull();

    refuse = 'first';
    await platform.session.signIn('second');
    // A call that raced the new sign-in with the old token is no reason to sign out.
    platform.session.expire('first');
    expect(store.get(tokenAtom)).toBe('second');

    refuse = 'second';
    await platform.api.call(routes.notifications.list);
    expect(platform.session.getUser()).toBeNull();
    expect(store.get(tokenAtom)).toBeNull();
  });
});

describe('signOut', () => {
  it('logs out at the API, forgets everything and goes to Login with the current path', async () => {
    const { platform, api, storage, navigate } = setup(
      (r) =>
        r.path === '/user' ? meAnswer(3, 'Bboy') : r.path === '/auth/logout' ? { status: 200, body: { ok: true } } : undefined,
      { [CURRENT_PROFILE_STORAGE_KEY]: '3' },
    );
    await platform.session.signIn('tok');
    await platform.session.signOut();
    expect(api.sent.at(-1)).toMatchObject({ method: 'POST', path: '/auth/logout', token: 'tok' });
    expect(platform.session.getUser()).toBeNull();
    expect(storage.items.size).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fevent%2F9%3Ftab%3Dinfo');
  });

  it('still signs out when the API cannot be reached, and from Login goes to plain Login', async () => {
    const { platform, navigate, store } = setup(
      (r) => (r.path === '/user' ? meAnswer(3, 'Bboy') : { status: 500 }),
      {},
      '/login?redirect=%2F',
    );
    await platform.session.signIn('tok');
    await platform.session.signOut();
    expect(store.get(userAtom)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});

describe('switchProfile', () => {
  it('stores the chosen profile, reloads the user as it and refreshes the page', async () => {
    const { platform, storage, api, reloadPage } = setup((r) =>
      meAnswer(Number(r.caller ?? 1), r.caller === '2' ? 'Second' : 'Main', [
        [1, 'Main'],
        [2, 'Second'],
      ]),
    );
    await platform.session.signIn('tok');
    await platform.session.switchProfile(2);
    expect(storage.items.get(CURRENT_PROFILE_STORAGE_KEY)).toBe('2');
    expect(api.sent.at(-1)).toMatchObject({ path: '/user', caller: '2' });
    expect(platform.session.getUser()).toMatchObject({ id: 2, dancerName: 'Second' });
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('keeps acting as before when the API refuses the profile', async () => {
    const { platform, storage, reloadPage } = setup((r) =>
      r.caller === '77'
        ? { status: 403, body: { error: { code: 'forbidden', message: 'no', details: {} } } }
        : meAnswer(1, 'Main'),
    );
    await platform.session.signIn('tok');
    await platform.session.switchProfile(77);
    expect(storage.items.has(CURRENT_PROFILE_STORAGE_KEY)).toBe(false);
    expect(platform.session.getUser()?.id).toBe(1);
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
