// One lint configuration for every package: TypeScript's recommended rules, the rules of hooks,
// and the one-way arrows of the architecture (feature apps never import the shell or each other).
import path from 'node:path';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const featureApps = ['mfe-accounts', 'mfe-events', 'mfe-battles', 'mfe-orgs'];

/** Test doubles and the standalone dev mount: tests, their fixtures and the dev pages only. */
const TESTING_ONLY = {
  group: ['@cypher/contracts/testing'],
  message: 'Test doubles never reach a production build: import @cypher/contracts/testing from tests and standalone pages only.',
};
const TESTING_ALLOWED = ['**/*.test.{ts,tsx}', '**/src/test/**', '**/standalone*.{ts,tsx}', '**/e2e/**'];

const crossImportPatterns = (self) => [
  { group: ['@cypher/shell', '@cypher/shell/*', '**/shell/src/**'], message: 'Feature apps never import the shell.' },
  ...featureApps
    .filter((app) => app !== self)
    .map((app) => ({
      group: [`@cypher/${app}`, `@cypher/${app}/*`, `**/${app}/src/**`],
      message: 'Feature apps never import each other.',
    })),
];

const noCrossImports = (self) => [
  {
    files: [`${self}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [...crossImportPatterns(self), TESTING_ONLY] }] },
  },
  {
    files: TESTING_ALLOWED.map((glob) => `${self}/${glob}`),
    rules: { 'no-restricted-imports': ['error', { patterns: crossImportPatterns(self) }] },
  },
];

/**
 * Zones inside a feature app: a file under `src/features/<name>/` imports only its own feature,
 * the app's `src/shared/` and packages (the contracts). What two features need is promoted to
 * `shared/`. Pages, routes and the app's entry files may import any feature. Every feature app
 * follows it (docs/engineering.md, "Feature app layout").
 */
const featureZones = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { outside: '{{feature}} may import only its own feature, ../shared and the contracts ({{target}}).' },
  },
  create(context) {
    const file = context.filename.split(path.sep).join('/');
    const match = /^(.*\/src)\/features\/([^/]+)\//.exec(file);
    if (!match) return {};
    const [, src, feature] = match;
    const check = (node) => {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
      // Test fixtures (src/test) are for the tests beside the feature.
      const allowed = [`${src}/features/${feature}/`, `${src}/shared/`, `${src}/test/`];
      if (allowed.some((zone) => `${target}/`.startsWith(zone) || target.startsWith(zone))) return;
      context.report({ node: node.source, messageId: 'outside', data: { feature: `features/${feature}`, target: spec } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**', 'coverage/**'] },
  ...tseslint.configs.recommended,
  // CommonJS on purpose: rspack loaders and jest transforms are loaded with require().
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shared-contracts/src/**/*.ts'],
    ignores: ['shared-contracts/src/react/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@cypher/*'], message: 'The contracts import no other package.' }] },
      ],
    },
  },
  {
    // The kit is shared by every page: it calls routes through the client table and names schemas
    // as types only, so no TypeBox value reaches a browser bundle through it.
    files: ['shared-contracts/src/react/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/routes/*', '**/schemas/*', '!**/routes/client-table.js', '@sinclair/typebox'],
              allowTypeImports: true,
              message: 'Front-end code imports routes from routes/client-table.js and schemas as types only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@cypher/shell', '@cypher/mfe-*'], message: 'The API imports the contracts only.' }] },
      ],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}'],
    ignores: TESTING_ALLOWED.map((glob) => `shell/${glob}`),
    rules: { 'no-restricted-imports': ['error', { patterns: [TESTING_ONLY] }] },
  },
  ...featureApps.flatMap(noCrossImports),
  {
    files: featureApps.map((app) => `${app}/src/features/**/*.{ts,tsx}`),
    plugins: { cypher: { rules: { 'feature-zones': featureZones } } },
    rules: { 'cypher/feature-zones': 'error' },
  },
);
