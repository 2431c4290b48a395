// One feature app's exposed component, contained: its own Suspense (spinner while it loads) and
// error boundary (panel with Retry), so a broken area never takes the header, footer or another
// area down with it.
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { FeatureAppProps } from '@cypher/contracts';
import { AreaErrorBoundary } from '@cypher/contracts/react';
import { useShellPlatform } from '../platform/platform-context.js';
import { AreaFailure, AreaLoading } from './area-status.js';
import { areaBuildId, loadAreaExport } from './remote-loader.js';
import type { AreaName } from './remotes-config.js';

type AreaComponent = ComponentType<FeatureAppProps>;

/** One lazy component per exposed module, kept across renders so moving inside an area never
 *  remounts it; dropped after a failure so Retry starts a fresh load. */
const lazyComponents = new Map<string, LazyExoticComponent<AreaComponent>>();

function lazyAreaComponent(area: AreaName, expose: string): LazyExoticComponent<AreaComponent> {
  const key = `${area}/${expose}`;
  let component = lazyComponents.get(key);
  if (!component) {
    component = lazy(async () => {
      const Loaded = await loadAreaExport<AreaComponent>(area, expose);
      const buildId = areaBuildId(area);
      // The live build is stamped on the area so an operator (and a test) can see which one runs.
      const Stamped = (props: FeatureAppProps) => (
        <div className="sh-area__content" data-build-id={buildId}>
          <Loaded {...props} />
        </div>
      );
      return { default: Stamped };
    });
    lazyComponents.set(key, component);
  }
  return component;
}

export interface RemoteAreaProps {
  area: AreaName;
  /** Exposed module name without './', e.g. 'routes' or 'home'. */
  expose: string;
  /** A small widget inside a page (Home's featured events) shows a compact spinner. */
  compact?: boolean;
}

export function RemoteArea({ area, expose, compact = false }: RemoteAreaProps) {
  const platform = useShellPlatform();
  const [, setAttempt] = useState(0);
  const Area = lazyAreaComponent(area, expose);

  return (
    <div className="sh-area" data-area={area}>
      <AreaErrorBoundary
        fallback={(resetBoundary, error) => (
          <AreaFailure
            error={error}
            onRetry={() => {
              lazyComponents.delete(`${area}/${expose}`);
              setAttempt((n) => n + 1);
              resetBoundary();
            }}
          />
        )}
      >
        <Suspense fallback={<AreaLoading compact={compact} />}>
          <Area platform={platform} />
        </Suspense>
      </AreaErrorBoundary>
    </div>
  );
}
