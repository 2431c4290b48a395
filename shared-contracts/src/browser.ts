// @cypher/contracts for the browser (the `browser` export condition, which rspack and the front
// ends' typecheck use): everything of the contracts except what only the server needs. Schemas are
// exported as types only and `routes` is the client route table (paths, methods and types, no
// TypeBox), so no validator reaches a page. Server code and tests import the full `index.ts`.
export * from './universal.js';
// The country list (flags, names, which have states) is not here: only the accounts pages use it, so
// they import `@cypher/contracts/countries`, which is not shared and lands in their own chunks
// instead of every page's kit (3.5 KB gzip).
export type * from './schemas/index.js';
export type * from './routes/index.js';
// A namespace of one export per area, so a page bundles only the areas it calls (routes/client-table.ts).
export * as routes from './routes/client-table.js';
export type { ClientRoutes } from './routes/client-data.js';
