// shell/content/*.md in tests: the same page data rspack's content loader builds.
const { contentPage } = require('../shell/build/content-page.cjs');

module.exports = {
  process(source, filename) {
    return { code: `module.exports = ${JSON.stringify(contentPage(source, filename))};` };
  },
};
