import { createApiClient } from '../http/api-client.js';
import type { Platform, SessionUser } from '../platform/platform.js';
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
 * page. Signed out; other areas open on the public site; toasts render inside the app.
 */
export function createBasicPlatform(options: BasicPlatformOptions): { platform: Platform; toasts: ToastStore } {
  const toasts = createToastStore();
  const siteBase = options.siteBase.replace(/\/$/, '');
  const apiBase = options.apiBase.replace(/\/$/, '');
  const user: SessionUser | null = null;
  const platform: Platform = {
    api: createApiClient({ baseUrl: apiBase, onError: (message) => toasts.show(message, 'error') }),
    session: { getUser: () => user, subscribe: () => () => undefined },
    navigate: (path) => {
      if (options.host === 'embed') window.open(`${siteBase}${path}`, '_blank', 'noopener');
      else window.location.assign(`${siteBase}${path}`);
    },
    toast: (message, kind) => toasts.show(message, kind),
    requireLogin: (redirect, to = 'login') => {
      window.open(`${siteBase}/${to}?redirect=${encodeURIComponent(redirect)}`, options.host === 'embed' ? '_blank' : '_self');
    },
    notFound: () => toasts.show('Page not found', 'error'),
    imageUrl: (id, width, height = width) => (id ? `${apiBase}/images/${id}?w=${width}&h=${height}` : null),
    host: options.host,
  };
  return { platform, toasts };
}
