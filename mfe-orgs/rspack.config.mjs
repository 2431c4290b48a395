// A federation remote configured once for every feature app in the contracts (shared singletons,
// manifest, standalone dev page); this file only names the app and what it exposes.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { featureAppConfig } from '@cypher/contracts/federation';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (env, argv) =>
  featureAppConfig(
    {
      name: 'orgs',
      dir,
      port: 8085,
      exposes: {
        './meta': './src/meta.ts',
        './routes': './src/routes.tsx',
        './parcel': './src/parcel.ts',
      },
    },
    argv,
  );
