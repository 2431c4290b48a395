// The first paint's stylesheets: the build writes them into index.html (build/inline-styles-plugin.mjs),
// so no page downloads them as JavaScript. The kit's comes first: every area may refine its classes.
import '@cypher/contracts/react/kit.css';
import './styles.css';
import './chrome/account-menus.css';

// Async boundary: shared modules (react, react-router, …) settle before the app first uses them.
// Named so the build can list its scripts for the first HTML (rspack.config.mjs, first-scripts.json).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
