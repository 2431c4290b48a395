// Federation runtime plugin: a remote that cannot be fetched (manifest, remoteEntry or chunk)
// resolves to a marked failure module instead of an exception thrown from deep in the runtime.
// The loader turns the mark into a RemoteLoadError that the area's error boundary contains.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const FAILED = '__cypherRemoteFailed';

export interface FailedRemoteModule {
  [FAILED]: true;
  id: string;
  error: unknown;
}

export function isFailedRemoteModule(value: unknown): value is FailedRemoteModule {
  return typeof value === 'object' && value !== null && (value as Record<string, unknown>)[FAILED] === true;
}

export function containedFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'cypher-contained-failure',
    errorLoadRemote({ id, error }) {
      console.error(`[cypher] remote module ${id} could not be loaded`, error);
      const failed: FailedRemoteModule = { [FAILED]: true, id, error };
      return failed;
    },
  };
}
