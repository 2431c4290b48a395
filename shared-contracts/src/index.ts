// @cypher/contracts: everything that crosses a boundary (HTTP, federation, a mount call) is
// declared here once and imported by the API, the shell and every feature app.
export * from './http/route.js';
export * from './http/headers.js';
export * from './http/api-error.js';
export * from './http/api-client.js';
export * from './platform/platform.js';
