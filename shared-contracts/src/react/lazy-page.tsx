import { use, type ComponentType } from 'react';
import { SHELL } from '../texts.js';

const declaredPages: Array<() => Promise<unknown>> = [];

/**
 * A page of a feature app loaded on demand: its code (and what only it uses) is a chunk of its
 * own, fetched when the page is first rendered, so a visit downloads the page it opens and not the
 * whole area. `FeatureAppRoot` holds the Suspense boundary that shows `PageLoading` meanwhile.
 *
 *   const EventPage = lazyPage(() => import('./pages/event-page'), 'EventPage');
 *
 * Unlike React.lazy, a page whose chunk is already here renders at once (no fallback frame), and a
 * failed load is tried again when the area's error boundary retries.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): ComponentType<any> {
  let loaded: ComponentType<any> | undefined;
  let pending: Promise<unknown> | undefined;
  const start = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module[name] as ComponentType<any>;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  declaredPages.push(start);

  function LazyPage(props: Record<string, unknown>) {
    if (!loaded) use(start());
    const Page = loaded as ComponentType<any>;
    return <Page {...props} />;
  }
  LazyPage.displayName = `lazyPage(${String(name)})`;
  return LazyPage;
}

/** Loads every page declared with `lazyPage` so far; tests await it so pages render at once. */
export async function preloadPages(): Promise<void> {
  await Promise.all(declaredPages.map((start) => start()));
}

/** While a page's chunk arrives: a screen-tall placeholder, so the footer does not jump up and back. */
export function PageLoading() {
  return (
    <div className="cy-page-loading" role="status" aria-live="polite">
      <span className="cy-visually-hidden">{SHELL.loading}</span>
    </div>
  );
}
