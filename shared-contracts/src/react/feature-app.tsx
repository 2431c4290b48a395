import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import type { FeatureAppProps, Platform } from '../platform/platform.js';
import { AreaErrorBoundary } from './area-error-boundary.js';
import { PageLoading } from './lazy-page.js';
import { PlatformProvider } from './platform-context.js';
import { ROUTER_FUTURE } from './router-future.js';
import { useToasts, type ToastStore } from './toast-store.js';

/** Text of the contained failure every feature app shows when one of its pages throws. */
export const AREA_FAILED_TEXT = 'Something went wrong, please try again later';

function ToastOutlet({ store }: { store: ToastStore }) {
  const toasts = useToasts(store);
  return (
    <div className="cy-toasts" role="status" aria-live="polite">
      {toasts.map((t) => (
        <p key={t.id} className={`cy-toast cy-toast--${t.kind}`}>
          {t.text}
        </p>
      ))}
    </div>
  );
}

export interface FeatureAppRootProps {
  platform: Platform;
  /**
   * Stylesheets as text, for a host whose document does not carry Cypher's styles: the partner
   * embed's shadow root (the kit's `kit.css`, then the app's). Under the shell none is given: its
   * first HTML carries the theme and the kit, and each app's CSS files arrive with its chunks.
   */
  styles?: string;
  /** Toasts of a host without the shell (the shell shows its own). */
  toasts?: ToastStore;
  children: ReactNode;
}

/** What every feature app renders around its pages: platform, its own error boundary and the
 *  Suspense boundary of its on-demand pages (`lazyPage`), and the styles of a shadow-root host. */
export function FeatureAppRoot({ platform, styles, toasts, children }: FeatureAppRootProps) {
  return (
    <PlatformProvider platform={platform}>
      {styles ? <style>{styles}</style> : null}
      {/* display: contents — the wrapper only scopes the kit's focus ring and box model. */}
      <div className="cy-root">
        <AreaErrorBoundary
          fallback={(retry) => (
            <div className="cy-area-failed" role="alert">
              <p>{AREA_FAILED_TEXT}</p>
              <button type="button" className="cy-button" onClick={retry}>
                Retry
              </button>
            </div>
          )}
        >
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </AreaErrorBoundary>
      </div>
      {toasts ? <ToastOutlet store={toasts} /> : null}
    </PlatformProvider>
  );
}

export interface ParcelProps extends FeatureAppProps {
  /** First path shown inside the parcel's own memory router, e.g. `/events`. */
  initialPath?: string;
  toasts?: ToastStore;
}

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

/**
 * single-spa-react lifecycles for a feature app: mounts its routes into any element with a given
 * Platform, under a memory router so it never takes over the host page's URL.
 */
export function createFeatureParcel(Routes: ComponentType<FeatureAppProps>, defaultPath: string) {
  function ParcelRoot({ platform, initialPath, toasts }: ParcelProps) {
    return <MemoryRoutedApp routes={Routes} platform={platform} initialPath={initialPath ?? defaultPath} toasts={toasts} />;
  }
  // single-spa-react is fetched when a host first bootstraps the parcel: the shell never does,
  // so the pages it serves do not download it.
  type Lifecycle = (props: ParcelProps) => Promise<unknown>;
  let lifecycles: Promise<Record<'bootstrap' | 'mount' | 'unmount', Lifecycle>> | undefined;
  const load = () =>
    (lifecycles ??= import('single-spa-react').then(
      ({ default: singleSpaReact }) =>
        singleSpaReact<ParcelProps>({
          React,
          ReactDOMClient,
          rootComponent: ParcelRoot,
          errorBoundary: () => <p role="alert">{AREA_FAILED_TEXT}</p>,
        }) as unknown as Record<'bootstrap' | 'mount' | 'unmount', Lifecycle>,
    ));
  return {
    bootstrap: (props: ParcelProps) => load().then((parcel) => parcel.bootstrap(props)),
    mount: (props: ParcelProps) => load().then((parcel) => parcel.mount(props)),
    unmount: (props: ParcelProps) => load().then((parcel) => parcel.unmount(props)),
  };
}
