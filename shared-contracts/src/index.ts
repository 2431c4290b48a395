// @cypher/contracts: everything that crosses a boundary (HTTP, federation, a mount call) is
// declared here once and imported by the API, the shell and every feature app.
export * from './http/route.js';
export * from './http/headers.js';
export * from './http/api-error.js';
export * from './http/api-client.js';
export * from './platform/platform.js';
export * from './schemas/common.js';
export * from './schemas/chips.js';
export * from './schemas/event.js';
export * from './schemas/tier.js';
export * from './schemas/battle-chip.js';
export * from './schemas/battle-options.js';
export * from './schemas/battle.js';
export * from './schemas/user.js';
export * from './schemas/organization.js';
export * from './routes/index.js';
export * from './constants.js';
