// The one Platform the shell hands to every feature app. Built once at start; it reads the live
// session from the jotai store, so feature apps never hold a stale user.
import { createApiClient, type Platform } from '@cypher/contracts';
import type { createStore } from 'jotai';
import { idTokenAtom, notFoundAtom, toastAtom, userAtom, type ToastKind } from '../state/session-atoms.js';
import { readCallerProfileId } from './caller-profile.js';

type Store = ReturnType<typeof createStore>;

export interface PlatformDeps {
  store: Store;
  /** Router navigation; set once the router is mounted (see platform-navigation.tsx). */
  navigate: (path: string) => void;
  /** The path the visitor is on now, used to scope the not-found flag. */
  currentPath: () => string;
  storage?: Pick<Storage, 'getItem'>;
  fetch?: typeof fetch;
}

let toastSequence = 0;

export function createPlatform(deps: PlatformDeps): Platform {
  const { store } = deps;

  function toast(message: string, kind: ToastKind = 'info'): void {
    toastSequence += 1;
    store.set(toastAtom, { message, kind, id: toastSequence });
  }

  const api = createApiClient({
    baseUrl: '/api',
    getToken: () => store.get(idTokenAtom),
    getCallerProfileId: () => readCallerProfileId(deps.storage),
    onError: (message) => toast(message, 'error'),
    fetch: deps.fetch,
  });

  return {
    api,
    session: {
      getUser: () => store.get(userAtom),
      subscribe: (listener) => store.sub(userAtom, () => listener(store.get(userAtom))),
    },
    navigate: (path) => deps.navigate(path),
    toast,
    requireLogin: (redirect, to = 'login') => deps.navigate(`/${to}?redirect=${encodeURIComponent(redirect)}`),
    notFound: () => store.set(notFoundAtom, deps.currentPath()),
    imageUrl: (id, width, height = width) =>
      id === null || id === undefined ? null : `/api/images/${id}?w=${width}&h=${height}`,
    host: 'shell',
  };
}
