// Stylesheets in tests: a module whose default export is the file's text, as rspack gives it to a
// `?inline` import (the partner embed's shadow root); an import for its effect ignores it.
module.exports = {
  process(source) {
    return { code: `module.exports = { __esModule: true, default: ${JSON.stringify(source)} };` };
  },
};
