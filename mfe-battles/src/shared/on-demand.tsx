import { use, useEffect, useState, type ComponentType } from 'react';

/**
 * Components only some viewers use (a judge's pad, an editor's buttons), in a chunk fetched when
 * a page finds it needs them, so a spectator's first screen does not download them. The page asks
 * `useReady(needed)` and keeps its loading placeholder until the chunk is here; the components
 * then render at once, so nothing appears late and pushes the page around. A failed load is left
 * to the component, which tries again and otherwise throws to the area's error boundary (Retry).
 *
 *   const judgeTools = onDemand(() => import('./judge-tools'));
 *   export const RowJudging = judgeTools.part('RowJudging');
 */
export function onDemand<M extends Record<string, unknown>>(load: () => Promise<M>) {
  let loaded: M | undefined;
  let failed = false;
  let pending: Promise<M> | undefined;
  const start = () =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        failed = true;
        throw error;
      },
    ));

  function useReady(needed: boolean): boolean {
    const [, arrived] = useState(0);
    useEffect(() => {
      if (needed && !loaded)
        start().then(
          () => arrived((n) => n + 1),
          () => arrived((n) => n + 1),
        );
    }, [needed]);
    return !needed || loaded !== undefined || failed;
  }

  function part<K extends keyof M>(name: K) {
    type Props = M[K] extends ComponentType<infer P> ? P : never;
    function Part(props: Props) {
      const Loaded = (loaded ?? use(start()))[name] as ComponentType<Props>;
      return <Loaded {...(props as Props & object)} />;
    }
    Part.displayName = `onDemand(${String(name)})`;
    return Part;
  }

  return { useReady, part };
}
