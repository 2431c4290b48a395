// rspack loader: `import page from '../content/faq.md'` gives the page data of content-page.cjs.
const { contentPage } = require('./content-page.cjs');

module.exports = function contentLoader(source) {
  return `export default ${JSON.stringify(contentPage(source, this.resourcePath))};`;
};
