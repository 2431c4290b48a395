// The first paint's styles inside the first HTML (issue 7): the shell's entry imports the kit's and
// the chrome's stylesheets, rspack emits them minified as the entry's CSS file, and this plugin
// writes that text (after the theme's variables) into index.html as a <style> element instead of a
// <link>. Every page's first HTML then paints styled with no extra round trip (a phone's slowest
// step) and no stylesheet in the JavaScript.
import rspack from '@rspack/core';

const NAME = 'InlineStylesPlugin';

export class InlineStylesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const hooks = rspack.HtmlRspackPlugin.getCompilationHooks(compilation);
      hooks.alterAssetTagGroups.tapPromise(NAME, async (data) => {
        // Loaded here rather than at the top, so loading the config needs no contracts build (knip).
        const { THEME_CSS } = await import('@cypher/contracts/theme');
        const inlined = [];
        const headTags = data.headTags.map((tag) => {
          const file =
            tag.tagName === 'link' && tag.attributes.rel === 'stylesheet' ? stylesheetFile(tag, data.publicPath) : null;
          const asset = file ? compilation.getAsset(file) : null;
          if (!asset) return tag;
          // The theme's variables come first: everything after them reads --cy-*.
          const css = (inlined.length === 0 ? THEME_CSS : '') + asset.source.source().toString();
          inlined.push(file);
          return { tagName: 'style', attributes: {}, voidTag: false, innerHTML: css };
        });
        if (inlined.length === 0)
          compilation.errors.push(new rspack.WebpackError(`${NAME}: the shell's entry has no stylesheet`));
        // Nothing links the inlined files any more: they are not deployed.
        for (const file of inlined) compilation.deleteAsset(file);
        return { ...data, headTags };
      });
    });
  }
}

function stylesheetFile(tag, publicPath) {
  const href = String(tag.attributes.href ?? '');
  return href.startsWith(publicPath) ? href.slice(publicPath.length) : null;
}
