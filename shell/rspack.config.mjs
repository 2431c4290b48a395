// The shell is the federation host; what is shared and how it is built lives in the contracts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { hostConfig } from '@cypher/contracts/federation';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** Spec: a script chunk that has not arrived after 120 s counts as failed. */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export default (env, argv) => {
  const config = hostConfig({ dir, port: 8081 }, argv);
  config.output.chunkLoadTimeout = CHUNK_LOAD_TIMEOUT_MS;
  // shell/content/*.md: the FAQ, Patreon, policy and terms texts, rendered at build time.
  config.module.rules.push({ test: /\.md$/, use: [{ loader: path.join(dir, 'build', 'content-loader.cjs') }] });
  // The Patreon campaign's address (README "Environment"); empty means no campaign link.
  config.plugins.push(new rspack.DefinePlugin({ __CYPHER_PATREON_URL__: JSON.stringify(process.env.PATREON_URL ?? '') }));
  // The service worker lives at /sw.js (scope /), unhashed, beside index.html.
  config.plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'static', 'sw.js'), to: 'sw.js' }] }));
  return config;
};
