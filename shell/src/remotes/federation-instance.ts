// The shell's one federation runtime instance. The build plugin creates it (named 'shell', with
// the shared singletons); `init` only runs if the build plugin did not, e.g. in a bare page.
import { getInstance, init, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { containedFailurePlugin } from './contained-failure-plugin.js';
import { stylesheetPreloadPlugin } from './stylesheet-preload-plugin.js';
import type { AreaName, RemotesConfig } from './remotes-config.js';

let instance: ModuleFederation | null = null;

export function federation(): ModuleFederation {
  if (!instance) {
    instance = getInstance() ?? init({ name: 'shell', remotes: [] });
    instance.registerPlugins([containedFailurePlugin(), stylesheetPreloadPlugin()]);
  }
  return instance;
}

export function registerAreas(config: RemotesConfig): void {
  const remotes = Object.entries(config).map(([name, entry]) => ({ name, entry: entry as string }));
  federation().registerRemotes(remotes);
}

/** After a failed load: register the area again with force, which drops the runtime's cached
 *  manifest, remote entry and loading promises, so Retry really fetches again. */
export function resetArea(name: AreaName, entry: string): void {
  federation().registerRemotes([{ name, entry }], { force: true });
}

export function loadFederated<T>(id: string): Promise<T | null> {
  return federation().loadRemote<T>(id);
}
