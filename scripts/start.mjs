// `npm start`: build what a fresh clone lacks, then serve the whole app with demo data.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingBuilds } from './build-state.mjs';
import { runOrFail } from './run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const missing = missingBuilds(root);
if (missing.length > 0) {
  console.log(`Building ${missing.join(', ')} …`);
  // The contracts come first: every other package is built against them.
  const scopes = missing.includes('@cypher/contracts') ? [] : missing.flatMap((name) => ['--scope', name]);
  await runOrFail('npx', ['lerna', 'run', 'build', '--stream', ...scopes], { cwd: root });
}
const { startServer } = await import('./server/main.mjs');
const { port } = await startServer();
console.log(`Cypher is running on http://localhost:${port} (API under /api)`);
