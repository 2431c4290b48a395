import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ROUTER_FUTURE } from '@cypher/contracts/react';
import type { FeatureAppProps } from '../platform/platform.js';
import { ToastOutlet } from './toast-outlet.js';
import type { ToastStore } from './toast-store.js';

export interface MemoryRoutedAppProps extends FeatureAppProps {
  routes: ComponentType<FeatureAppProps>;
  /** First path shown, e.g. `/events`. */
  initialPath: string;
  toasts?: ToastStore;
}

/**
 * A feature app's routes under their own memory router, so they never take over the host page's
 * URL: what a parcel renders, and what a host without single-spa (the partner embed) renders
 * into its own React root.
 */
export function MemoryRoutedApp({ routes: Routes, platform, initialPath, toasts }: MemoryRoutedAppProps) {
  return (
    <MemoryRouter initialEntries={[initialPath]} future={ROUTER_FUTURE}>
      <Routes platform={platform} />
      {toasts ? <ToastOutlet store={toasts} /> : null}
    </MemoryRouter>
  );
}
