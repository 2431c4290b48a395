// Loads one exposed module of a feature app: remotes.json once, then the area's ./meta (contracts
// major must match ours), then the module. Every failure becomes a RemoteLoadError, which the
// area's error boundary shows as a contained panel with Retry.
import { CONTRACTS_VERSION, SCRIPT_CHUNK_LOAD_TIMEOUT_MS as CHUNK_LOAD_TIMEOUT_MS, type FeatureAppMeta } from '@cypher/contracts';
import { isFailedRemoteModule } from './contained-failure-plugin.js';
import { nextTask } from '../platform/next-task.js';
import { loadFederated, registerAreas, resetArea } from './federation-instance.js';
import { fetchRemotesConfig, takeInlineRemotesConfig, type AreaName, type RemotesConfig } from './remotes-config.js';

export type RemoteFailure = 'unavailable' | 'incompatible';

export class RemoteLoadError extends Error {
  constructor(
    readonly area: AreaName,
    readonly failure: RemoteFailure,
    detail: string,
  ) {
    super(`The ${area} area ${failure === 'incompatible' ? 'is incompatible' : 'could not load'}: ${detail}`);
    this.name = 'RemoteLoadError';
  }
}

let configPromise: Promise<RemotesConfig> | null = null;
const failedAreas = new Set<AreaName>();
const buildIds = new Map<AreaName, string>();

/** The build id the area's ./meta reported, shown on the area's element (which build is live). */
export function areaBuildId(area: AreaName): string | undefined {
  return buildIds.get(area);
}

function remotesConfig(): Promise<RemotesConfig> {
  if (!configPromise) {
    const inline = takeInlineRemotesConfig();
    configPromise = (inline ? Promise.resolve(inline) : fetchRemotesConfig()).then((config) => {
      registerAreas(config);
      return config;
    });
    // A failed read is not cached: the next Retry fetches remotes.json again.
    configPromise.catch(() => {
      configPromise = null;
    });
  }
  return configPromise;
}

function majorOf(version: string): string {
  return version.split('.')[0] ?? '';
}

function withTimeout<T>(promise: Promise<T>, area: AreaName, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new RemoteLoadError(area, 'unavailable', `${what} took longer than ${CHUNK_LOAD_TIMEOUT_MS / 1000} s`)),
      CHUNK_LOAD_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function loadModule<T>(area: AreaName, expose: string): Promise<T> {
  let loaded: unknown;
  try {
    loaded = await withTimeout(loadFederated<T>(`${area}/${expose}`), area, expose);
  } catch (error) {
    if (error instanceof RemoteLoadError) throw error;
    throw new RemoteLoadError(area, 'unavailable', error instanceof Error ? error.message : String(error));
  }
  if (loaded === null || loaded === undefined || isFailedRemoteModule(loaded)) {
    throw new RemoteLoadError(area, 'unavailable', `${expose} did not load`);
  }
  return loaded as T;
}

/** `./meta` may export the fields themselves, a default object or a named `meta` object. */
function metaOf(module: Record<string, unknown>): Partial<FeatureAppMeta> | undefined {
  const candidates = [module, module.default, module.meta];
  return candidates.find((c): c is Partial<FeatureAppMeta> => typeof c === 'object' && c !== null && 'contractsVersion' in c);
}

function checkMeta(area: AreaName, module: Record<string, unknown>): void {
  const meta = metaOf(module);
  const version = meta?.contractsVersion;
  if (meta?.buildId) buildIds.set(area, meta.buildId);
  if (!version || majorOf(version) !== majorOf(CONTRACTS_VERSION)) {
    throw new RemoteLoadError(
      area,
      'incompatible',
      `built against contracts ${version ?? 'unknown'}, the shell has ${CONTRACTS_VERSION}`,
    );
  }
}

/** The default export of `<area>/<expose>`, after the area's meta passed the contracts check. */
export async function loadAreaExport<T>(area: AreaName, expose: string): Promise<T> {
  let config: RemotesConfig;
  try {
    config = await remotesConfig();
  } catch (error) {
    throw new RemoteLoadError(area, 'unavailable', error instanceof Error ? error.message : String(error));
  }
  const entry = config[area];
  if (!entry) throw new RemoteLoadError(area, 'unavailable', 'not listed in remotes.json');
  if (failedAreas.delete(area)) resetArea(area, entry);
  try {
    checkMeta(area, await loadModule<Record<string, unknown>>(area, 'meta'));
    // The area's entry has just run (its federation runtime, its shared modules matched against
    // ours, its meta): its page's module runs in the next task, not as one long task with it.
    await nextTask();
    const module = await loadModule<{ default?: T }>(area, expose);
    if (module.default === undefined) throw new RemoteLoadError(area, 'unavailable', `${expose} has no default export`);
    return module.default;
  } catch (error) {
    failedAreas.add(area);
    throw error;
  }
}
