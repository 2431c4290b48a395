// One jest project per package. TypeScript is compiled by swc (fast, works with ESM sources);
// ESM-only dependencies are transformed too. `.js` in relative imports maps back to the .ts source.
// htmlparser2 and its dom* helpers are ESM-only; sanitize-html (api) requires them.
const esmDeps = [
  'jotai',
  'react-router',
  'single-spa',
  'single-spa-react',
  'jose',
  '@sinclair/typebox',
  'htmlparser2',
  'domhandler',
  'domutils',
  'domelementtype',
  'dom-serializer',
  'entities',
  // openid-client 6 and its oauth4webapi are ESM-only too (api identity routes).
  'openid-client',
  'oauth4webapi',
  // the mock OpenID issuer of the api's Google sign-in test
  'oauth2-mock-server',
  'is-plain-obj',
  // the QR code of a ticket and the check-in page's scanner
  'qr',
  // the shell's content pages are rendered with marked (ESM-only) at build time and in tests
  'marked',
].join('|');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' }, optimizer: { globals: { vars: { 'import.meta.hot': 'undefined' } } } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const base = {
  transform: {
    '^.+\\.(t|j)sx?$': swc,
    '^.+\\.mjs$': swc,
    '^.+\\.md$': '<rootDir>/../jest/markdown-transform.cjs',
    '^.+\\.css$': '<rootDir>/../jest/css-text.cjs',
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmDeps})/)`],
  moduleNameMapper: {
    '^@cypher/contracts$': '<rootDir>/../shared-contracts/src/index.ts',
    '^@cypher/contracts/react$': '<rootDir>/../shared-contracts/src/react/index.ts',
    '^@cypher/contracts/countries$': '<rootDir>/../shared-contracts/src/countries.ts',
    '^@cypher/contracts/texts$': '<rootDir>/../shared-contracts/src/texts.ts',
    '^@cypher/contracts/theme$': '<rootDir>/../shared-contracts/src/theme.ts',
    '^@cypher/contracts/react/kit\\.css(\\?inline)?$': '<rootDir>/../shared-contracts/src/react/kit.css',
    '^@cypher/contracts/rules$': '<rootDir>/../shared-contracts/src/rules/index.ts',
    // The kit's other entries: `react/<name>` is react/<name>.ts(x), or a folder's index.ts (live).
    '^@cypher/contracts/react/(.+)$': '<rootDir>/../shared-contracts/src/react/$1',
    '^@cypher/contracts/testing$': '<rootDir>/../shared-contracts/src/testing/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // `?inline` asks rspack for the text; jest's transform always gives it (jest/css-text.cjs).
    '^(\\.{1,2}/.+\\.css)\\?inline$': '$1',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json', 'md'],
};

const frontEnd = (dir) => ({
  ...base,
  displayName: dir,
  rootDir: `./${dir}`,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../jest/dom-setup.ts'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

const api = (engine) => ({
  ...base,
  displayName: `api-${engine}`,
  rootDir: './api',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  // Query plans are MariaDB's (EXPLAIN rows and access types): that file belongs to api-mysql only,
  // so it runs there for real instead of showing as skipped on SQLite.
  testPathIgnorePatterns: engine === 'sqlite' ? ['/node_modules/', '/test/list-query-plans\\.test\\.ts$'] : ['/node_modules/'],
  globalSetup: `<rootDir>/test/global-setup-${engine}.ts`,
  setupFiles: [`<rootDir>/test/env-${engine}.ts`],
});

export default {
  // Every API test speaks to a real database (MariaDB in api-mysql): 5 s is too short for a
  // context's migrations on a busy 2-core machine, and a timeout is not a finding. Jest reads
  // testTimeout from the top-level config only; set inside a project it is silently ignored
  // (jest-circus takes globalConfig.testTimeout), which left every API hook at 5 s.
  testTimeout: 30_000,
  // Worker processes, recycled once they hold 1 GB: run in band (jest's choice under --ci on two
  // cores) one process keeps every suite's modules and ran out of its 4 GB heap after 166 suites.
  maxWorkers: 2,
  workerIdleMemoryLimit: '1GB',
  projects: [
    {
      ...base,
      displayName: 'contracts',
      rootDir: './shared-contracts',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/build/**/*.test.ts'],
    },
    {
      ...base,
      displayName: 'scripts',
      rootDir: './scripts',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/**/*.test.mjs', '<rootDir>/bench/**/*.test.mjs'],
    },
    api('sqlite'),
    api('mysql'),
    frontEnd('shell'),
    frontEnd('mfe-accounts'),
    frontEnd('mfe-events'),
    frontEnd('mfe-battles'),
    frontEnd('mfe-orgs'),
  ],
};
