import { fakeSessionUser } from '@cypher/contracts/testing';
import { createStore } from 'jotai';
import { CURRENT_PROFILE_STORAGE_KEY, defineRoute } from '@cypher/contracts';
import { notFoundAtom, toastAtom, tokenAtom, userAtom } from '../state/session-atoms';
import { createPlatform } from './create-platform';

function memoryStorage(initial: Record<string, string>) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function setup(fetchImpl: typeof fetch = jest.fn()) {
  const store = createStore();
  const navigate = jest.fn();
  let path = '/event/9';
  const platform = createPlatform({
    store,
    navigate,
    currentPath: () => path,
    storage: memoryStorage({ [CURRENT_PROFILE_STORAGE_KEY]: '31' }),
    fetch: fetchImpl,
  });
  return { store, navigate, platform, goTo: (next: string) => (path = next) };
}

/** A public read of one event, as the areas call it. */
const route = defineRoute({
  name: 'events.get',
  method: 'GET',
  path: '/events/:id',
  summary: 'one event',
  access: 'public',
} as never);

describe('createPlatform', () => {
  it('sends a visitor to login or signup with the way back', () => {
    const { platform, navigate } = setup();
    platform.requireLogin('/event/9?tab=tickets');
    expect(navigate).toHaveBeenLastCalledWith('/login?redirect=%2Fevent%2F9%3Ftab%3Dtickets');
    platform.requireLogin('/battle/2', 'signup');
    expect(navigate).toHaveBeenLastCalledWith('/signup?redirect=%2Fbattle%2F2');
  });

  it('never navigates to another site, whatever path an area hands it', () => {
    const { platform, navigate } = setup();
    for (const path of [
      '/\\evil.example/x',
      '//evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/%5Cevil.example',
    ]) {
      platform.navigate(path);
      expect(navigate).toHaveBeenLastCalledWith('/');
    }
    platform.navigate('/event/3?tab=x');
    expect(navigate).toHaveBeenLastCalledWith('/event/3?tab=x');
  });

  it('builds image addresses from an id and a size', () => {
    const { platform } = setup();
    expect(platform.imageUrl(3, 64)).toBe('/api/images/3?w=64&h=64');
    expect(platform.imageUrl(3, 300, 200)).toBe('/api/images/3?w=300&h=200');
    expect(platform.imageUrl(null, 64)).toBeNull();
    expect(platform.host).toBe('shell');
  });

  it('raises the not-found flag for the current path', () => {
    const { platform, store } = setup();
    platform.notFound();
    expect(store.get(notFoundAtom)).toBe('/event/9');
  });

  it('reads the live session and tells subscribers about changes', () => {
    const { platform, store } = setup();
    expect(platform.session.getUser()).toBeNull();
    const seen: unknown[] = [];
    const stop = platform.session.subscribe((user) => seen.push(user));
    const dancer = fakeSessionUser({ id: 4, dancerName: 'Lil Zoo' });
    store.set(userAtom, dancer);
    stop();
    store.set(userAtom, null);
    expect(platform.session.getUser()).toBeNull();
    expect(seen).toEqual([dancer]);
  });

  it('calls the API under /api with the caller profile, and shows a failure as an error toast', async () => {
    const body = JSON.stringify({ error: { code: 'not_found', message: 'Event not found', details: {} } });
    const fetchImpl = jest.fn(async () => ({ ok: false, status: 404, text: async () => body }));
    const { platform, store } = setup(fetchImpl as unknown as typeof fetch);
    await expect(platform.api.call(route, { params: { id: 9 } } as never)).resolves.toBeNull();
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/events/9');
    expect((init.headers as Record<string, string>)['x-caller-profile']).toBe('31');
    expect(store.get(toastAtom)).toMatchObject({ message: 'Event not found', kind: 'error' });
  });

  it('sends signed-in calls with another credentials mode than a preload, so none takes a signed-out answer', async () => {
    const fetchImpl = jest.fn(async () => ({ ok: true, status: 200, text: async () => '{}' }));
    const { platform, store } = setup(fetchImpl as unknown as typeof fetch);
    await platform.api.call(route, { params: { id: 9 } } as never);
    store.set(tokenAtom, 'a-token');
    await platform.api.call(route, { params: { id: 9 } } as never);
    const [signedOut, signedIn] = fetchImpl.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1]);
    // The preload's mode (crossorigin="anonymous") is the default, same-origin.
    expect(signedOut!.credentials).toBeUndefined();
    expect(signedIn!.credentials).toBe('include');
    expect((signedIn!.headers as Record<string, string>).Authorization).toBe('Bearer a-token');
  });

  it('uploads an image (its code loaded on the first upload) with the token and caller profile', async () => {
    const fetchImpl = jest.fn(async () => ({ ok: true, status: 200, text: async () => '{"id":77}' }));
    const { platform, store } = setup(fetchImpl as unknown as typeof fetch);
    store.set(tokenAtom, 'a-token');
    await expect(platform.upload!(new File(['x'], 'face.png'))).resolves.toBe(77);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/images');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer a-token');
    expect((init.headers as Record<string, string>)['x-caller-profile']).toBe('31');
  });
});
