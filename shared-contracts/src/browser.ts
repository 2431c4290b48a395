// @cypher/contracts for the browser (the `browser` export condition, which rspack and the front
// ends' typecheck use): everything of the contracts except what only the server needs. Schemas are
// exported as types only and `routes` is the client route table (paths, methods and types, no
// TypeBox), so no validator reaches a page. Server code and tests import the full `index.ts`.
export * from './universal.js';
export type * from './schemas/index.js';
export type * from './routes/index.js';
export { clientRoutes as routes, type ClientRoutes } from './routes/client-table.js';
