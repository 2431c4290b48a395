import { use, type ComponentType } from 'react';
import { SHELL } from '../texts/shell.js';

const declaredPages: Array<() => Promise<unknown>> = [];

/**
 * A component whose code is fetched on demand. `preload()` fetches it ahead of drawing it (e.g. as
 * a form is sent, or before a step opens, so the step draws at once and can take focus); it never
 * fails: a failed load is tried again, and reported, when the component is drawn.
 */
export type OnDemandComponent<P> = ComponentType<P> & { preload: () => Promise<unknown> };

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
): OnDemandComponent<any> {
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
  return Object.assign(LazyPage, { preload: () => start().catch(() => undefined) });
}

/**
 * Loads every page declared with `lazyPage` so far, and the on-demand parts that their code
 * declares in turn (a page's dialog, a form's later step); tests await it so they render at once.
 */
export async function preloadPages(): Promise<void> {
  // One at a time, to the end of a list that grows as loaded code declares more.
  for (let index = 0; index < declaredPages.length; index++) await declaredPages[index]!();
}

/** While a page's chunk arrives: a screen-tall placeholder, so the footer does not jump up and back. */
export function PageLoading() {
  return (
    <div className="cy-page-loading" role="status" aria-live="polite">
      <span className="cy-visually-hidden">{SHELL.loading}</span>
    </div>
  );
}
