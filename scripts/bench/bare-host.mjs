// Builds and serves the bench's bare federated host (scripts/bench/bare-host/): the shell's and a
// feature app's build settings (@cypher/contracts/federation) around nothing but React, react-dom,
// the router, the federation runtime and one remote, served by the composition server's own static
// handler (compression, caching), so `× bare` compares like with like.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import rspack from '@rspack/core';
import { featureAppConfig, hostConfig } from '@cypher/contracts/federation';
import { staticArea } from '../server/static-area.mjs';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-host');

function build(config) {
  return new Promise((resolve, reject) => {
    rspack(config).run((error, stats) => {
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString({ all: false, errors: true })));
      else resolve();
    });
  });
}

/** Builds both apps (production) and serves them on `port`; answers the server. */
export async function serveBareHost(port) {
  const host = hostConfig({ dir: path.join(dir, 'host'), port }, { mode: 'production' });
  host.entry = { main: './src/index.js' };
  const remote = featureAppConfig(
    { name: 'bare', dir: path.join(dir, 'remote'), port, exposes: { './app': './src/app.jsx' } },
    { mode: 'production' },
  );
  await build(host);
  await build(remote);
  const app = express();
  app.get('/remotes.json', (_req, res) => res.json({ bare: '/remotes/bare/mf-manifest.json' }));
  app.use('/remotes/bare', staticArea(path.join(dir, 'remote', 'dist'), { cors: true }));
  app.use(staticArea(path.join(dir, 'host', 'dist')));
  const index = fs.readFileSync(path.join(dir, 'host', 'dist', 'index.html'), 'utf8');
  app.get('/{*splat}', (_req, res) => res.type('html').send(index));
  return new Promise((resolve) => {
    const server = app.listen(port, '127.0.0.1', () => resolve(server));
  });
}
