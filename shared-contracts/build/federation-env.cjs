// @module-federation/sdk's `env` module as production pages get it (quietFederationDebug in
// federation.mjs swaps it in): the same functions, but debug mode is never looked up in
// localStorage. The runtime asks at start-up, in main.js's first task, and the page's first read of
// localStorage is a synchronous wait on the browser process: 1-14 ms unthrottled on this machine,
// the largest single item of main.js's evaluation (issue 7, total blocking time). Development
// builds keep the original, so `localStorage.FEDERATION_DEBUG` still turns the runtime's logs on
// there; a production page logs with a global `FEDERATION_DEBUG` set before main.js runs.
// CommonJS like the original, whose type the swapped-in file keeps; federation-env.test.ts checks
// that it offers what the original exports.
/* global ENV_TARGET, FEDERATION_DEBUG */

const isBrowserEnvValue =
  typeof ENV_TARGET !== 'undefined'
    ? ENV_TARGET === 'web'
    : typeof window !== 'undefined' && typeof window.document !== 'undefined';

function isBrowserEnv() {
  return isBrowserEnvValue;
}

function isReactNativeEnv() {
  return typeof navigator !== 'undefined' && navigator?.product === 'ReactNative';
}

function isDebugMode() {
  if (typeof process !== 'undefined' && process.env && process.env.FEDERATION_DEBUG) return true;
  return typeof FEDERATION_DEBUG !== 'undefined' && Boolean(FEDERATION_DEBUG);
}

function getProcessEnv() {
  return typeof process !== 'undefined' && process.env ? process.env : {};
}

module.exports = { getProcessEnv, isBrowserEnv, isBrowserEnvValue, isDebugMode, isReactNativeEnv };
