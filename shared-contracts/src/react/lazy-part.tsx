import { Suspense, type ComponentType } from 'react';
import { lazyPage, type OnDemandComponent } from './lazy-page.js';

/**
 * A control whose code is a chunk of its own, fetched when one is first rendered (or `preload()`ed):
 * the kit is one shared module that every page downloads whole, and most pages never show a
 * dialog, a user search or an image field (or show them to editors only); an app's page likewise
 * keeps out of its first chunk what its first screen does not draw. `Fallback` stands in meanwhile
 * and takes the control's final size, so nothing moves when it arrives. Loaded with `lazyPage`, so
 * once here it renders at once, and tests preload it with the pages.
 */
export function lazyPart<P extends object>(
  load: () => Promise<Record<string, unknown>>,
  name: string,
  Fallback: ComponentType<P>,
): OnDemandComponent<P> {
  const View = lazyPage(load, name);
  function LazyPart(props: P) {
    return (
      <Suspense fallback={<Fallback {...props} />}>
        <View {...props} />
      </Suspense>
    );
  }
  LazyPart.displayName = `lazyPart(${name})`;
  return Object.assign(LazyPart, { preload: View.preload });
}
