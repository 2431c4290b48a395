// The federation contract between the shell and the feature apps, written once: which modules
// are shared singletons, and how every app is built. The shell and each remote import this file
// in their rspack config, so a page loads react, react-dom, react-router-dom, jotai, swr and the
// contracts' React kit exactly once, whatever it mounts.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const require = createRequire(import.meta.url);

/**
 * The federation plugin imports its bundler runtime as CommonJS, which rspack cannot tree-shake:
 * every remoteEntry.js carried the whole SDK (Node.js loaders, manifest snapshots). The same files
 * as ES modules let a remote drop what it never calls (remoteEntry.js 14 → 8 KB gzip). Remotes only:
 * the shell provides the whole runtime to them, and aliased it grew from 32 to 48 KB.
 */
function federationRuntimeAsEsm() {
  const alias = {};
  for (const pkg of [
    '@module-federation/webpack-bundler-runtime',
    '@module-federation/runtime',
    '@module-federation/runtime-tools',
  ]) {
    const cjs = require.resolve(`${pkg}/package.json`).replace(/package\.json$/, 'dist/index.cjs');
    alias[cjs] = cjs.replace(/\.cjs$/, '.js');
  }
  return alias;
}

function versionOf(pkg) {
  return require(`${pkg}/package.json`).version;
}

/** Every entry point is listed: `react` does not cover `react/jsx-runtime`, nor `react-dom` `react-dom/client`. */
export function createSharedConfig() {
  const singleton = (pkg, entry = pkg) => [entry, { singleton: true, requiredVersion: `^${versionOf(pkg)}` }];
  return Object.fromEntries([
    singleton('react'),
    singleton('react', 'react/jsx-runtime'),
    singleton('react', 'react/jsx-dev-runtime'),
    singleton('react-dom'),
    singleton('react-dom', 'react-dom/client'),
    singleton('react-router-dom'),
    singleton('jotai'),
    singleton('swr'),
    // `@cypher/contracts` itself is not shared: its browser entry is plain functions, constants and
    // data with no state to keep single, and a shared module is not tree-shaken, so every page
    // downloaded all of it (the whole route table and page table, 5.3 KB gzip). Bundled by each
    // app, a page carries only what the shell and its area use (`routes` and `SITE_PAGES` are
    // namespaces of one export per area and per page): 1.4-1.8 KB gzip less on every page.
    singleton('@cypher/contracts', '@cypher/contracts/react'),
  ]);
}

/**
 * V8's explicit compile hint (Chrome 136+): a script that starts with this comment is compiled
 * whole, on a background thread while it streams in, instead of function by function on the main
 * thread as each is first called. A page's scripts are nearly all called while it loads (the
 * federation runtime, React, the kit, the area's first screen), and their lazy compiling made the
 * longest tasks after the HTML's first paint (issue 7: main.js evaluated in 10-37 ms unthrottled,
 * 4-13 ms with the hint). Added after minification, which would drop the comment, and before the
 * source maps, which account for the line. Browsers without the hint read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export const compileHint = () =>
  new rspack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    test: /\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });

/**
 * Production pages get the federation runtime's `env` module without its localStorage read
 * (federation-env.cjs says why). Matched on the resolved file, so both of the SDK's builds
 * (env.js, env.cjs) are replaced whichever the runtime imports.
 */
export const FEDERATION_ENV_SHIM = fileURLToPath(new URL('./federation-env.cjs', import.meta.url));
export const quietFederationDebug = () =>
  new rspack.NormalModuleReplacementPlugin(/@module-federation[\\/]sdk[\\/]dist[\\/]env\.c?js$/, FEDERATION_ENV_SHIM);

const swcRule = (isDev) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: isDev } },
      target: 'es2022',
    },
  },
  type: 'javascript/auto',
});

/**
 * Stylesheets travel as CSS files, not as JavaScript: a plain `import './styles.css'` is rspack's
 * native CSS, emitted beside the chunk that imports it and fetched by the chunk loading runtime
 * together with that chunk (the chunk's promise waits for the stylesheet, so nothing renders
 * unstyled), minified by the default LightningCSS minimizer. Across a federation boundary the
 * remote's runtime loads them from the remote's own public path. `import css from './x.css?inline'`
 * is the same file as text (minified in production), for the one host that must put it into a
 * shadow root itself: the partner embed.
 */
const cssRules = (isDev) => [
  {
    test: /\.css$/,
    resourceQuery: /inline/,
    type: 'asset/source',
    use: isDev ? [] : [{ loader: 'builtin:lightningcss-loader', options: { minify: true } }],
  },
  { test: /\.css$/, resourceQuery: { not: [/inline/] }, type: 'css' },
];

function buildId() {
  return process.env.CYPHER_BUILD_ID || new Date().toISOString();
}

/**
 * rspack configuration of one feature app: a federation remote that emits mf-manifest.json,
 * exposes `./routes`, `./parcel` and `./meta`, and has a standalone dev page.
 */
export function featureAppConfig({ name, dir, port, exposes, extraEntries = {} }, argv = {}) {
  const isDev = argv.mode === 'development' || process.env.NODE_ENV === 'development';
  const outDir = process.env.CYPHER_OUT_DIR ? path.resolve(process.env.CYPHER_OUT_DIR) : path.join(dir, 'dist');
  return {
    mode: isDev ? 'development' : 'production',
    context: dir,
    // The standalone dev page exists in development only: production remotes rely on the host's
    // federation runtime (externalRuntime below), which a page of their own would not have.
    entry: isDev ? { standalone: './src/standalone.tsx', ...extraEntries } : { ...extraEntries },
    devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      path: outDir,
      publicPath: 'auto',
      uniqueName: `cypher_${name}`,
      filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      cssFilename: isDev ? '[name].css' : '[name].[contenthash:8].css',
      cssChunkFilename: isDev ? '[name].css' : '[name].[contenthash:8].css',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: federationRuntimeAsEsm(),
    },
    module: { rules: [swcRule(isDev), ...cssRules(isDev)] },
    plugins: [
      new rspack.DefinePlugin({
        __CYPHER_BUILD_ID__: JSON.stringify(buildId()),
        __CYPHER_APP_NAME__: JSON.stringify(name),
      }),
      // The dev server answers every path (/event/3) with the standalone page, so its script is
      // asked from the root rather than relative to that path ('auto').
      ...(isDev
        ? [
            new rspack.HtmlRspackPlugin({
              template: './src/standalone.html',
              chunks: ['standalone'],
              filename: 'index.html',
              publicPath: '/',
            }),
          ]
        : [compileHint()]),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        manifest: true,
        dts: false,
        exposes,
        shared: createSharedConfig(),
        // In production a remote uses the federation runtime the shell provides instead of
        // shipping its own copy in remoteEntry.js (about 30 KB gzip per area visited), and what
        // remoteEntry.js still bundles drops the Node.js loaders (target web) and the manifest
        // snapshot code (only the shell reads manifests).
        ...(isDev
          ? {}
          : {
              experiments: { externalRuntime: true, optimization: { target: 'web', disableSnapshot: true, disableRemote: true } },
            }),
      }),
    ],
    devServer: {
      host: '127.0.0.1',
      port,
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: true,
    },
    performance: { hints: false },
  };
}

/**
 * The texts' modules the shell's first scripts use, as its build resolves them (this package's
 * `dist/texts/<name>.js`, symlinks resolved): the chrome's words (`chrome`, `shell`), the kit's
 * stand-ins' (`onboarding`) and what a failed call says (`call-failure`, the API client's). Named,
 * not every `dist/texts/*.js`: a module in this group goes to every page, and the others (ERRORS,
 * …) are only the on-demand parts' (the image upload, Google sign-in), which keep them in their
 * chunks. Written as a path rather than `require.resolve`d, so loading this file does not need the
 * contracts built yet (lint's knip loads every rspack config on a fresh clone, before any build).
 */
const TEXTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'texts');
const FIRST_TEXTS = ['chrome', 'shell', 'onboarding', 'call-failure'];
const TEXTS_MODULE = new RegExp(`^${TEXTS_DIR.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(${FIRST_TEXTS.join('|')})\\.js$`);

/**
 * The shell's chunk groups that every page loads — its bootstrap and the shared React kit — each
 * import these texts (the kit the shell's loading words). Under splitChunks' 20 KB minimum the
 * modules were copied into each of them; one chunk of its own serves them all.
 */
const hostSplitChunks = {
  cacheGroups: { contractsTexts: { test: TEXTS_MODULE, chunks: 'all', enforce: true, name: 'contracts-texts' } },
};

/** rspack configuration of the shell: the federation host with no remotes at build time. */
export function hostConfig({ dir, port }, argv = {}) {
  const isDev = argv.mode === 'development' || process.env.NODE_ENV === 'development';
  return {
    mode: isDev ? 'development' : 'production',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: '/',
      uniqueName: 'cypher_shell',
      filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      cssFilename: isDev ? '[name].css' : '[name].[contenthash:8].css',
      cssChunkFilename: isDev ? '[name].css' : '[name].[contenthash:8].css',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } },
    optimization: { splitChunks: hostSplitChunks },
    module: { rules: [swcRule(isDev), ...cssRules(isDev)] },
    plugins: [
      new rspack.DefinePlugin({ __CYPHER_BUILD_ID__: JSON.stringify(buildId()), __CYPHER_APP_NAME__: JSON.stringify('shell') }),
      new rspack.HtmlRspackPlugin({ template: './src/index.html', filename: 'index.html' }),
      ...(isDev ? [] : [compileHint(), quietFederationDebug()]),
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        dts: false,
        shared: createSharedConfig(),
        // Offers the federation runtime to the remotes (they are built with externalRuntime); the
        // browser is its only target, so the Node.js script loaders are left out.
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
    ],
    devServer: { host: '127.0.0.1', port, historyApiFallback: true },
    performance: { hints: false },
  };
}
