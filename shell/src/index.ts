// Async boundary: shared modules (react, react-router, …) settle before the app first uses them.
// Named so the build can list its scripts for the first HTML (rspack.config.mjs, first-scripts.json).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
