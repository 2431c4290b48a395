// `npm test`: lint (ESLint with the feature zones, Prettier, knip's unused exports), the type check
// of every package (jest and rspack strip types without checking them), every
// package's jest suite (the API's against SQLite and MariaDB), then a fresh production build and
// the Playwright journeys in Debian's Chromium against it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const steps = [
  ['lint', ['npm', ['run', 'lint']]],
  ['typecheck', ['npm', ['run', 'typecheck']]],
  ['jest', ['npx', ['jest', '--ci']]],
  ['build', ['npx', ['lerna', 'run', 'build', '--stream']]],
  ['end-to-end', ['npx', ['playwright', 'test']]],
];
for (const [name, [command, args]] of steps) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const code = await run(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } });
  if (code !== 0) {
    console.error(`✖ ${name} failed (exit ${code})`);
    process.exitCode = code;
    break;
  }
}
if (!process.exitCode) console.log('\n✔ all test steps passed');
