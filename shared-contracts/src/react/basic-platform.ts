// @cypher/contracts/react/basic-platform — the Platform of a host without the shell (the partner
// embed, the standalone dev pages). No page of the shell needs it, so it is an entry of its own,
// not shared (the embed is not federated).
import { createApiClient } from '../http/api-client.js';
import { uploadImage } from '../http/upload-image.js';
import type { Platform, PlatformSession, SessionUser } from '../platform/platform.js';
import { imageAddress } from '../platform/image-src-set.js';
import { toSessionUser } from '../platform/session-user.js';
import * as clientRoutes from '../routes/client-table.js';
import { createToastStore, type ToastStore } from './toast-store.js';

export interface BasicPlatformOptions {
  /** API base, e.g. `http://localhost:8080/api`. */
  apiBase: string;
  /** Where links to other areas of Cypher go (the public site), e.g. `http://localhost:8080`. */
  siteBase: string;
  host: 'embed' | 'standalone';
}

/**
 * The Platform for hosts without the shell: a partner embed or a feature app's standalone dev
 * page. It starts signed out and keeps a session only in memory (a partner's page never holds a
 * Cypher token); other areas open on the public site; toasts render inside the app.
 */
export function createBasicPlatform(options: BasicPlatformOptions): { platform: Platform; toasts: ToastStore } {
  const toasts = createToastStore();
  const siteBase = options.siteBase.replace(/\/$/, '');
  const apiBase = options.apiBase.replace(/\/$/, '');
  let token: string | null = null;
  let callerProfileId: number | null = null;
  let user: SessionUser | null = null;
  const listeners = new Set<(user: SessionUser | null) => void>();
  const api = createApiClient({
    baseUrl: apiBase,
    getToken: () => token,
    getCallerProfileId: () => callerProfileId,
    onError: (message) => toasts.show(message, 'error'),
  });
  const setUser = (next: SessionUser | null) => {
    user = next;
    listeners.forEach((listener) => listener(user));
  };
  const session: PlatformSession = {
    getUser: () => user,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn: async (next) => {
      token = next;
      return session.refresh();
    },
    signOut: async () => {
      if (token) await api.call(clientRoutes.auth.logout);
      token = null;
      callerProfileId = null;
      setUser(null);
    },
    refresh: async () => {
      const me = token ? await api.call(clientRoutes.users.me) : null;
      setUser(me ? toSessionUser(me) : null);
      return user;
    },
    switchProfile: async (profileId) => {
      callerProfileId = profileId;
      await session.refresh();
    },
  };
  const platform: Platform = {
    api,
    session,
    navigate: (path) => {
      if (options.host === 'embed') window.open(`${siteBase}${path}`, '_blank', 'noopener');
      else window.location.assign(`${siteBase}${path}`);
    },
    siteUrl: (path) => `${siteBase}${path}`,
    toast: (message, kind) => toasts.show(message, kind),
    requireLogin: (redirect, to = 'login') => {
      window.open(`${siteBase}/${to}?redirect=${encodeURIComponent(redirect)}`, options.host === 'embed' ? '_blank' : '_self');
    },
    notFound: () => toasts.show('Page not found', 'error'),
    imageUrl: (id, width, height) => imageAddress(apiBase, id, width, height),
    upload: (file) =>
      uploadImage(file, { baseUrl: apiBase, token, callerProfileId, onError: (message) => toasts.show(message, 'error') }),
    host: options.host,
  };
  return { platform, toasts };
}
