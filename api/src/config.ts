import path from 'node:path';

/** Everything the API reads from the environment, read once at start. */
export interface ApiConfig {
  /** `mysql://user:pass@host:port/db` selects MySQL/MariaDB; absent means SQLite. */
  databaseUrl: string | null;
  sqliteFile: string;
  imagesDir: string;
  port: number;
  /** Origins allowed to call the API from a browser (partner sites embedding the events area). */
  corsOrigins: string[];
  jsonBodyLimit: string;
  /** Seed the demo data set when the database is empty (on by default outside production). */
  seedDemo: boolean;
  /** Check every answer against its contract schema; on outside production. */
  validateResponses: boolean;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): ApiConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`PORT must be a positive integer, got "${env.PORT}"`);
  return {
    databaseUrl: env.DATABASE_URL?.trim() || null,
    sqliteFile: env.SQLITE_FILE === ':memory:' ? ':memory:' : path.resolve(cwd, env.SQLITE_FILE ?? './data/cypher.sqlite'),
    imagesDir: path.resolve(cwd, env.IMAGES_DIR ?? './data/images'),
    port,
    // The example partner page (examples/partner-site) is served on :8090 in development.
    corsOrigins: env.CORS_ORIGINS === undefined ? ['http://localhost:8090', 'http://127.0.0.1:8090'] : list(env.CORS_ORIGINS),
    jsonBodyLimit: env.JSON_BODY_LIMIT ?? '1mb',
    validateResponses: (env.VALIDATE_RESPONSES ?? (env.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    seedDemo: (env.SEED_DEMO ?? (env.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
  };
}
