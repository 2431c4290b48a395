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
  // Unhashed files beside index.html: the service worker at /sw.js (scope /) and the site icon,
  // which browsers and crawlers ask for at /favicon.ico whatever the page says.
  const unhashed = ['sw.js', 'favicon.ico', 'favicon.svg'];
  config.plugins.push(
    new rspack.CopyRspackPlugin({ patterns: unhashed.map((file) => ({ from: path.join(dir, 'static', file), to: file })) }),
  );
  return config;
};
