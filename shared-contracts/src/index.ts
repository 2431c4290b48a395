// @cypher/contracts: everything that crosses a boundary (HTTP, federation, a mount call) is
// declared here once and imported by the API, the shell and every feature app. This is the
// server's entry (and the tests'); front ends get `browser.ts` through the `browser` condition.
export * from './universal.js';
export * from './texts.js';
export * from './rules/index.js';
export * from './countries.js';
export * from './schemas/index.js';
export * from './routes/index.js';
// The rich-text allow-list: the API sanitises with it; pages take it through `@cypher/contracts/react/rich-text`.
export * from './rules/rich-text-policy.js';
export * from './rules/rich-text-sanitizer.js';
