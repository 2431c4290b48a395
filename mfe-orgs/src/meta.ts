import { CONTRACTS_VERSION, type FeatureAppMeta } from '@cypher/contracts';

/** Checked by the shell before it mounts this app: a remote built on another contracts major is refused. */
export const meta: FeatureAppMeta = { name: 'orgs', contractsVersion: CONTRACTS_VERSION, buildId: __CYPHER_BUILD_ID__ };

export default meta;
