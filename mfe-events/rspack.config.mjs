// Two builds into one dist folder:
// 1. the federation remote (mf-manifest.json, remoteEntry.js, standalone dev page), configured
//    once for every feature app in the contracts;
// 2. the partner embed `embed.js`: NOT federated, it bundles react and everything else itself,
//    because a partner's page has no shell to share them with. It keeps a stable name (no hash)
//    since partners paste its URL into their pages.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { compileHint, featureAppConfig } from '@cypher/contracts/federation';

const dir = path.dirname(fileURLToPath(import.meta.url));

/**
 * The widget lives in a shadow root, which no stylesheet file of the page reaches: its styles are
 * text (`import css from './x.css?inline'`, given to FeatureAppRoot's `styles`). A stylesheet that
 * a module imports for its effect would be emitted beside embed.js and never applied, so it fails
 * the build instead.
 */
const noStylesheetFiles = {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmbedStylesAreText', (compilation) => {
      const stage = rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT;
      compilation.hooks.processAssets.tap({ name: 'EmbedStylesAreText', stage }, (assets) => {
        const files = Object.keys(assets).filter((file) => file.endsWith('.css'));
        if (files.length === 0) return;
        const message = `the partner embed cannot apply ${files.join(', ')}: import the stylesheet with ?inline and pass it to FeatureAppRoot's styles`;
        compilation.errors.push(new rspack.WebpackError(message));
      });
    });
  },
};

export default (env, argv = {}) => {
  const remote = featureAppConfig(
    {
      name: 'events',
      dir,
      port: 8083,
      exposes: {
        './meta': './src/meta.ts',
        './routes': './src/routes.tsx',
        './parcel': './src/parcel.ts',
        './home': './src/home.tsx',
      },
    },
    argv,
  );
  remote.name = 'events-remote';
  const embed = {
    name: 'events-embed',
    // The remote cleans the folder first; the embed writes into it afterwards.
    dependencies: ['events-remote'],
    mode: remote.mode,
    context: dir,
    entry: { embed: './src/embed/embed.tsx' },
    devtool: remote.mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: remote.output.path,
      publicPath: 'auto',
      uniqueName: 'cypher_events_embed',
      filename: '[name].js',
      clean: false,
      // One script for partners to load: nothing is split off into chunks.
      asyncChunks: false,
    },
    optimization: { splitChunks: false },
    resolve: remote.resolve,
    module: remote.module,
    // The same build id and app name constants as the remote (DefinePlugin of the shared config).
    plugins: [
      ...remote.plugins.filter((plugin) => plugin.constructor.name === 'DefinePlugin'),
      // The kit's rich-text editor is a lazy chunk elsewhere; with no async chunks here it would be
      // inlined, and no embed page edits text, so quill is left out altogether. Likewise the QR
      // encoder of 'View ticket': a partner's page holds no Cypher session, so no ticket shows.
      new rspack.IgnorePlugin({ resourceRegExp: /^(quill|qr)(\/|$)/ }),
      noStylesheetFiles,
      // A partner's page runs the whole widget as it loads: compiled off the main thread too.
      ...(remote.mode === 'production' ? [compileHint()] : []),
    ],
    performance: { hints: false },
  };

  return [remote, embed];
};
