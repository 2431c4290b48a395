import type { Platform } from '../platform/platform.js';
import { createBasicPlatform } from '../react/basic-platform.js';
import type { ToastStore } from '../react/toast-store.js';

/** Where the whole of Cypher runs in development (`npm start`): site and API. */
export const DEV_SITE_BASE = 'http://localhost:8080';

export interface StandaloneMount {
  platform: Platform;
  toasts: ToastStore;
  /** The path the page was opened at (the dev server answers every path with the page). */
  initialPath: string;
}

/**
 * What a feature app's standalone dev page mounts its parcel with: a signed-out basic platform on
 * the development API, which `?api=<base>` overrides (e.g. to point at a deployed API).
 */
export function createStandaloneMount(location: Pick<Location, 'pathname' | 'search'>, defaultPath: string): StandaloneMount {
  const search = new URLSearchParams(location.search);
  const apiBase = search.get('api') || `${DEV_SITE_BASE}/api`;
  const { platform, toasts } = createBasicPlatform({ apiBase, siteBase: DEV_SITE_BASE, host: 'standalone' });
  search.delete('api');
  const rest = search.toString();
  const path = location.pathname === '/' || location.pathname === '/index.html' ? defaultPath : location.pathname;
  return { platform, toasts, initialPath: rest ? `${path}?${rest}` : path };
}
