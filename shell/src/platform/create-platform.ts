// The one Platform the shell hands to every feature app. Built once at start; it reads the live
// session from the jotai store, so feature apps never hold a stale user.
import { createApiClient, imageAddress, type Platform } from '@cypher/contracts';
import { safeRedirect } from '@cypher/contracts/rules';
import type { createStore } from 'jotai';
import { createSession, type ShellSession } from '../session/session.js';
import { createSessionStorage, type KeyValueStorage } from '../session/session-storage.js';
import { notFoundAtom, toastAtom, tokenAtom, type ToastKind } from '../state/session-atoms.js';

type Store = ReturnType<typeof createStore>;

export const API_BASE = '/api';

export interface PlatformDeps {
  store: Store;
  /** Router navigation; set once the router is mounted (see router-bridge.tsx). */
  navigate: (path: string) => void;
  /** The path the visitor is on now, used to scope the not-found flag. */
  currentPath: () => string;
  /** Path plus query, the way back after logging out. Defaults to the window's. */
  currentLocation?: () => string;
  storage?: KeyValueStorage;
  /** What the first HTML says of the signed-in cookie (VisitHint.signedIn); null when it did not say. */
  cookieSaysSignedIn?: boolean | null;
  fetch?: typeof fetch;
  reloadPage?: () => void;
}

export interface ShellPlatform extends Platform {
  session: ShellSession;
}

let toastSequence = 0;

export function createPlatform(deps: PlatformDeps): ShellPlatform {
  const { store } = deps;
  const baseFetch = deps.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  function toast(message: string, kind: ToastKind = 'info'): void {
    toastSequence += 1;
    store.set(toastAtom, { message, kind, id: toastSequence });
  }

  const storage = createSessionStorage(deps.storage, deps.cookieSaysSignedIn);
  const session = createSession({
    store,
    storage,
    baseUrl: API_BASE,
    fetch: baseFetch,
    navigate: (path) => deps.navigate(path),
    currentLocation: deps.currentLocation ?? (() => `${window.location.pathname}${window.location.search}`),
    reloadPage: deps.reloadPage ?? (() => window.location.reload()),
  });

  // Any call refused with 401 while signed in means the session ended elsewhere (logout on another
  // device, password change): the shell treats the visitor as signed out. Signed-in calls go with
  // credentials 'include' (the same as 'same-origin' for /api): Chromium hands a preloaded answer
  // to any request of the same URL and credentials mode, whatever its Authorization header, and the
  // first HTML preloads signed-out answers (scripts/server/page-hints.mjs).
  const guardedFetch: typeof fetch = async (input, init) => {
    const sent = store.get(tokenAtom);
    const response = await baseFetch(input, sent ? { ...init, credentials: 'include' } : init);
    if (response.status === 401 && sent) session.expire(sent);
    return response;
  };

  const api = createApiClient({
    baseUrl: API_BASE,
    getToken: () => store.get(tokenAtom),
    getCallerProfileId: () => storage.getProfileId(),
    onError: (message) => toast(message, 'error'),
    fetch: guardedFetch,
  });

  // Every area navigates through here, so no path it was handed (a redirect query, a link field)
  // can take the visitor to another site: anything but a path of this site goes Home.
  const navigate = (path: string) => deps.navigate(safeRedirect(path) ?? '/');

  return {
    api,
    session,
    navigate,
    toast,
    requireLogin: (redirect, to = 'login') => navigate(`/${to}?redirect=${encodeURIComponent(redirect)}`),
    notFound: () => store.set(notFoundAtom, deps.currentPath()),
    imageUrl: (id, width, height) => imageAddress(API_BASE, id, width, height),
    // Multipart, so not through the JSON client; same token, caller profile and 401 handling.
    // Its code loads with the first upload (upload-image.ts).
    upload: async (file) => {
      const { uploadImage } = await import(/* webpackChunkName: "upload-image" */ './upload-image.js');
      return uploadImage(file, {
        baseUrl: API_BASE,
        token: store.get(tokenAtom),
        callerProfileId: storage.getProfileId(),
        onError: (message) => toast(message, 'error'),
        fetch: guardedFetch,
      });
    },
    host: 'shell',
  };
}
