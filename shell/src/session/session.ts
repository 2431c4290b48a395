// The shell's side of the Platform session: signs in with a token the API issued, loads GET /user
// into the user atom, signs out, and switches the acting profile (spec §4 "Sign-in", "Log out",
// "Switch profile"; docs/engineering.md "Identity").
import { createApiClient, routes, toSessionUser, type PlatformSession, type SessionUser } from '@cypher/contracts';
import type { createStore } from 'jotai';
import { sessionLoadingAtom, tokenAtom, userAtom } from '../state/session-atoms.js';
import type { SessionStorage } from './session-storage.js';

type Store = ReturnType<typeof createStore>;

export interface SessionDeps {
  store: Store;
  storage: SessionStorage;
  /** The API base (`/api`); the session's own calls are quiet: their failures are handled here. */
  baseUrl: string;
  fetch: typeof fetch;
  navigate: (path: string) => void;
  /** Path and query the visitor is on (the redirect after logging in again). */
  currentLocation: () => string;
  /** Reloads the page after a profile switch, so every area fetches as the new profile. */
  reloadPage: () => void;
}

export interface ShellSession extends PlatformSession {
  /** Loads the user of a stored token; resolves once the guard may decide. */
  start(): Promise<void>;
  /** A call sent with `token` was refused (401): that session is over. */
  expire(token: string): void;
}

interface Loaded {
  user: SessionUser | null;
  status: number;
}

export function createSession(deps: SessionDeps): ShellSession {
  const { store, storage } = deps;

  function quietClient(onStatus: (status: number) => void = () => undefined) {
    return createApiClient({
      baseUrl: deps.baseUrl,
      getToken: () => store.get(tokenAtom),
      getCallerProfileId: () => storage.getProfileId(),
      fetch: async (input, init) => {
        const response = await deps.fetch(input, init);
        onStatus(response.status);
        return response;
      },
    });
  }

  async function loadUser(): Promise<Loaded> {
    let status = 0;
    const me = await quietClient((s) => (status = s)).call(routes.users.me);
    return { user: me ? toSessionUser(me) : null, status };
  }

  function forget(): void {
    store.set(tokenAtom, null);
    storage.setToken(null);
    storage.setProfileId(null);
    store.set(userAtom, null);
  }

  async function refresh(): Promise<SessionUser | null> {
    const token = store.get(tokenAtom);
    if (!token) {
      store.set(userAtom, null);
      return null;
    }
    let loaded = await loadUser();
    if (loaded.status === 403 && storage.getProfileId() !== null) {
      // The stored profile is not this account's any more (released, or another account's): act
      // as the main profile instead of locking the dancer out.
      storage.setProfileId(null);
      loaded = await loadUser();
    }
    // Signed out or signed in again meanwhile: this answer belongs to a session that is gone.
    if (store.get(tokenAtom) !== token) return store.get(userAtom);
    if (loaded.status === 401) {
      forget();
      return null;
    }
    // A network failure keeps what we had; the next call tries again.
    if (loaded.user) store.set(userAtom, loaded.user);
    return loaded.user ?? store.get(userAtom);
  }

  async function signIn(token: string): Promise<SessionUser | null> {
    store.set(tokenAtom, token);
    storage.setToken(token);
    return refresh();
  }

  async function signOut(): Promise<void> {
    const here = deps.currentLocation();
    if (store.get(tokenAtom)) await quietClient().call(routes.auth.logout);
    forget();
    // Coming back to Login or Signup after logging in again would be a loop: those go plain.
    const backTo = /^\/(login|signup)(\/|\?|$)/.test(here) ? '' : `?redirect=${encodeURIComponent(here)}`;
    deps.navigate(`/login${backTo}`);
  }

  async function switchProfile(profileId: number): Promise<void> {
    const previous = storage.getProfileId();
    storage.setProfileId(profileId);
    const user = await refresh();
    if (user?.id !== profileId) {
      // Refused (not the account's profile): keep acting as before.
      storage.setProfileId(previous);
      await refresh();
      return;
    }
    deps.reloadPage();
  }

  async function start(): Promise<void> {
    const token = storage.getToken();
    if (!token) return;
    store.set(tokenAtom, token);
    store.set(sessionLoadingAtom, true);
    try {
      await refresh();
    } finally {
      store.set(sessionLoadingAtom, false);
    }
  }

  function expire(token: string): void {
    if (store.get(tokenAtom) === token) forget();
  }

  return {
    getUser: () => store.get(userAtom),
    subscribe: (listener) => store.sub(userAtom, () => listener(store.get(userAtom))),
    signIn,
    signOut,
    refresh,
    switchProfile,
    start,
    expire,
  };
}
