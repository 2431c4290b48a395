import { CONTRACTS_VERSION, type FeatureAppMeta } from '@cypher/contracts';

/** What the shell checks before mounting this remote (same contracts major, which build). */
const meta: FeatureAppMeta = {
  name: 'events',
  contractsVersion: CONTRACTS_VERSION,
  buildId: __CYPHER_BUILD_ID__,
};

export default meta;
