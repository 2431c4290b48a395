// @cypher/contracts/react/parcel — a feature app outside the shell's routes: single-spa parcel
// lifecycles (the standalone dev page, tests) and the memory-routed app the partner embed renders.
// The shell never mounts a parcel, so this is an entry of its own, not shared: each app bundles it
// into its `./parcel` chunk. It holds no state and reaches the kit through `@cypher/contracts/react`
// (one platform context).
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { ComponentType } from 'react';
import { AREA_FAILED_TEXT } from '@cypher/contracts/react';
import type { FeatureAppProps } from '../platform/platform.js';
import type { ToastStore } from './toast-store.js';

export { MemoryRoutedApp } from './memory-routed-app.js';

export interface ParcelProps extends FeatureAppProps {
  /** First path shown inside the parcel's own memory router, e.g. `/events`. */
  initialPath?: string;
  toasts?: ToastStore;
}

/**
 * single-spa-react lifecycles for a feature app: mounts its routes into any element with a given
 * Platform, under a memory router so it never takes over the host page's URL.
 */
export function createFeatureParcel(Routes: ComponentType<FeatureAppProps>, defaultPath: string) {
  // single-spa-react and the memory-routed app are fetched when a host first bootstraps the
  // parcel. The shell never does, yet its page hints may fetch an app's `./parcel` chunk with its
  // routes (the manifest lists it there), so that chunk holds only these few lines.
  type Lifecycle = (props: ParcelProps) => Promise<unknown>;
  let lifecycles: Promise<Record<'bootstrap' | 'mount' | 'unmount', Lifecycle>> | undefined;
  const load = () =>
    (lifecycles ??= Promise.all([import('single-spa-react'), import('./memory-routed-app.js')]).then(
      ([{ default: singleSpaReact }, { MemoryRoutedApp }]) => {
        function ParcelRoot({ platform, initialPath, toasts }: ParcelProps) {
          return <MemoryRoutedApp routes={Routes} platform={platform} initialPath={initialPath ?? defaultPath} toasts={toasts} />;
        }
        return singleSpaReact<ParcelProps>({
          React,
          ReactDOMClient,
          rootComponent: ParcelRoot,
          errorBoundary: () => <p role="alert">{AREA_FAILED_TEXT}</p>,
        }) as unknown as Record<'bootstrap' | 'mount' | 'unmount', Lifecycle>;
      },
    ));
  return {
    bootstrap: (props: ParcelProps) => load().then((parcel) => parcel.bootstrap(props)),
    mount: (props: ParcelProps) => load().then((parcel) => parcel.mount(props)),
    unmount: (props: ParcelProps) => load().then((parcel) => parcel.unmount(props)),
  };
}
