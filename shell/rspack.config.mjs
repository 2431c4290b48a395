// The shell is the federation host; what is shared and how it is built lives in the contracts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { hostConfig } from '@cypher/contracts/federation';
import { InlineStylesPlugin } from './build/inline-styles-plugin.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** Spec: a script chunk that has not arrived after 120 s counts as failed. */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * Writes first-scripts.json: the scripts of the bootstrap chunk group (the shell's code that runs
 * on every page). The composition server preloads them with the first HTML, beside the shared
 * modules mf-manifest.json lists, so they download at once instead of after main.js asks for them.
 */
class FirstScriptsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstScriptsPlugin', (compilation) => {
      const stage = rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT;
      compilation.hooks.processAssets.tap({ name: 'FirstScriptsPlugin', stage }, () => {
        const group = compilation.namedChunkGroups.get('bootstrap');
        if (!group) throw new Error('the shell has no "bootstrap" chunk group (src/index.ts names it)');
        const files = group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js'));
        compilation.emitAsset('first-scripts.json', new rspack.sources.RawSource(JSON.stringify(files)));
      });
    });
  }
}

export default (env, argv) => {
  const config = hostConfig({ dir, port: 8081 }, argv);
  config.output.chunkLoadTimeout = CHUNK_LOAD_TIMEOUT_MS;
  config.resolve.alias = {
    ...config.resolve.alias,
    'use-sync-external-store/shim$': path.join(dir, 'build', 'use-sync-external-store-shim.mjs'),
  };
  // shell/content/*.md: the FAQ, Patreon, policy and terms texts, rendered at build time.
  config.module.rules.push({ test: /\.md$/, use: [{ loader: path.join(dir, 'build', 'content-loader.cjs') }] });
  // A worker's script that is used as it is written (src/platform/intl-warmup.ts): emitted under a
  // hashed name (immutable caching), not bundled, so it carries no chunk or federation runtime.
  config.module.rules.push({
    test: /\.worker\.mjs$/,
    type: 'asset/resource',
    generator: { filename: '[name].[contenthash:8].js' },
  });
  // The Patreon campaign's address (README "Environment"); empty means no campaign link.
  config.plugins.push(new rspack.DefinePlugin({ __CYPHER_PATREON_URL__: JSON.stringify(process.env.PATREON_URL ?? '') }));
  // Unhashed files beside index.html: the service worker at /sw.js (scope /) and the site icon,
  // which browsers and crawlers ask for at /favicon.ico whatever the page says.
  const unhashed = ['sw.js', 'favicon.ico', 'favicon.svg'];
  config.plugins.push(
    new rspack.CopyRspackPlugin({ patterns: unhashed.map((file) => ({ from: path.join(dir, 'static', file), to: file })) }),
  );
  // First paint from the HTML (issue 7): index.html carries the theme, the kit's and the chrome's
  // stylesheets (src/index.ts imports them) and the frame of the page, so header and page
  // background paint before the scripts arrive, and no page downloads its styles as JavaScript.
  config.plugins.push(new FirstScriptsPlugin(), new InlineStylesPlugin());
  return config;
};
