// Federation runtime plugin: before an area module runs, the runtime fetches the files its manifest
// lists for it, and would add the stylesheets as applied <link rel="stylesheet"> elements that
// nothing waits for. The area's chunk loading then finds such a link, takes it as loaded and
// renders before the styles arrive: a flash of unstyled content and a layout shift. A preload
// fetches the file just as early and applies nothing, so the chunk loading adds the stylesheet
// itself and waits for it (the file then comes from the cache).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export function stylesheetPreloadPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'cypher-stylesheet-preload',
    createLink({ url, attrs }) {
      if (attrs?.rel !== 'stylesheet') return undefined;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'style';
      link.href = url;
      return link;
    },
  };
}
