import type { ComponentType, ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { FeatureAppProps, Platform } from '../platform/platform.js';
import { ROUTER_FUTURE } from '../react/router-future.js';

/**
 * A feature app's routes at `path` as the shell mounts them (a router with the v7 flags), on the
 * given platform, with a fresh swr cache so no answer leaks from one test into the next.
 * `children` render inside the router beside the routes (a location probe, say). Tests pass it to
 * testing-library's `render`; it returns an element so this entry needs no test library itself.
 */
export function areaAt(
  Routes: ComponentType<FeatureAppProps>,
  platform: Platform,
  path: string,
  children?: ReactNode,
): ReactElement {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter future={ROUTER_FUTURE} initialEntries={[path]}>
        <Routes platform={platform} />
        {children}
      </MemoryRouter>
    </SWRConfig>
  );
}
