export { createApp, type AppDependencies } from './app.js';
export { loadConfig, type ApiConfig } from './config.js';
export { parseTrustProxy, type TrustProxy } from './http/trust-proxy.js';
export { openDatabase, migrateLatest } from './db/open-database.js';
export { connect, engineOf, type Engine } from './db/connection.js';
export { seedDemo } from './seed/seed-demo.js';
export { closeRateLimitStores } from './auth/rate-limits.js';
export { refreshStandings, rebuildStandings, type StandingsScope } from './services/leaderboard-standings.js';
export { seedScale, FULL_SCALE, type ScaleCounts } from './seed/seed-scale.js';
