// The first paint's stylesheets: the build writes them into index.html (build/inline-styles-plugin.mjs),
// so no page downloads them as JavaScript. The kit's comes first: every area may refine its classes.
import '@cypher/contracts/react/kit.css';
import './styles.css';
import './chrome/account-menus.css';
import { nextTask } from './platform/next-task';
import { startIntlWarmup } from './platform/intl-warmup';

// First, so the worker has set up date formatting by the time an area renders its first date.
startIntlWarmup();

// Async boundary: shared modules (react, react-router, …) settle before the app first uses them.
// Named so the build can list its scripts for the first HTML (rspack.config.mjs, first-scripts.json).
// Started from a task of its own (issue 7: total blocking time): this script's own work, the
// federation runtime's setup, and the matching and loading of the shared modules the app needs
// are two shorter tasks instead of one long one. The scripts are already preloaded by the HTML.
//
// react-dom (the largest shared module) is evaluated first, in a task of its own, and the shell's
// modules a task later: evaluating both in one task took 11-27 ms unthrottled, past the 12.5 ms that
// a phone's four-times-slower CPU turns into blocking time.
setTimeout(() => {
  void import('react-dom/client').then(() => nextTask()).then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
}, 0);
