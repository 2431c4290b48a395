// The shell's own text pages (docs/engineering.md "Shell content pages"): each is a lazy chunk, so
// its code and text stay out of every other route's initial JS.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route } from 'react-router-dom';
import { PageLoading } from './page-loading.js';

export const CONTENT_PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  '/faq': lazy(() => import('../pages/content/faq-page.js')),
  '/patreon': lazy(() => import('../pages/content/patreon-page.js')),
  '/policy': lazy(() => import('../pages/content/policy-page.js')),
  '/terms': lazy(() => import('../pages/content/terms-page.js')),
};

/** Route elements, called as a function so they sit directly inside the shell's <Routes>. */
export function ContentRoutes() {
  return Object.entries(CONTENT_PAGES).map(([path, Page]) => (
    <Route
      key={path}
      path={path}
      element={
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      }
    />
  ));
}
