// Which packages still need a build on this checkout (a fresh clone has none built).
import fs from 'node:fs';
import path from 'node:path';

export const BUILD_OUTPUTS = {
  '@cypher/contracts': 'shared-contracts/dist/index.js',
  '@cypher/api': 'api/dist/index.js',
  '@cypher/shell': 'shell/dist/index.html',
  '@cypher/mfe-accounts': 'mfe-accounts/dist/mf-manifest.json',
  '@cypher/mfe-events': 'mfe-events/dist/mf-manifest.json',
  '@cypher/mfe-battles': 'mfe-battles/dist/mf-manifest.json',
  '@cypher/mfe-orgs': 'mfe-orgs/dist/mf-manifest.json',
};

export function missingBuilds(root) {
  return Object.entries(BUILD_OUTPUTS)
    .filter(([, file]) => !fs.existsSync(path.join(root, file)))
    .map(([name]) => name);
}
