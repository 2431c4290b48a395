// Google's return (/auth/complete) is a moment's spinner that no other route draws, so its code is a
// chunk of its own rather than part of every page's first scripts. On that path the bootstrap asks
// for it at once (preloadAuthComplete), beside the session's first read, and the route shows the
// same spinner while it arrives: its first paint does not wait for it.
import { lazy, Suspense } from 'react';
import { PageLoading } from './page-loading.js';

export const AUTH_COMPLETE_PATH = '/auth/complete';

const load = () =>
  import(/* webpackChunkName: "auth-complete" */ '../pages/auth-complete-page.js').then((module) => ({
    default: module.AuthCompletePage,
  }));
const AuthCompletePage = lazy(load);

/** Starts downloading the page's code when the browser opens on Google's return. */
export function preloadAuthComplete(pathname: string): void {
  if (pathname === AUTH_COMPLETE_PATH) void load();
}

export function AuthCompleteRoute() {
  return (
    <Suspense fallback={<PageLoading />}>
      <AuthCompletePage />
    </Suspense>
  );
}
