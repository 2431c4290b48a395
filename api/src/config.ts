import path from 'node:path';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './auth/rate-limits.js';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.js';

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
  /** Express's `trust proxy` from `TRUST_PROXY` (http/trust-proxy.ts); false by default. */
  trustProxy: TrustProxy;
  /** Seed the demo data set when the database is empty (on by default outside production). */
  seedDemo: boolean;
  /** Check every answer against its contract schema; on outside production. */
  validateResponses: boolean;
  /** Identity: links, secrets, e-mail, rate limits and sign-in providers (docs/engineering.md "Identity"). */
  identity: IdentityConfig;
  /** Public settings handed to the front ends by `GET /config`. */
  site: SiteSettings;
  /** Comment lines on open live streams this often (LIVE_HEARTBEAT_MS; tests shorten it). */
  liveHeartbeatMs: number;
  /** The Redis stream every process's live updates go through (LIVE_STREAM_KEY; tests use their own). */
  liveStreamKey: string;
}

export interface SiteSettings {
  /** Google Maps JavaScript API browser key (restrict it by HTTP referrer); null: no map. */
  googleMapsApiKey: string | null;
}

export interface IdentityConfig {
  /** Where people open the site; e-mailed links and Google's return are built from it. */
  publicUrl: string;
  /** Signs session tokens; when null a random one is kept in `${dataDir}/auth-secret`. */
  authSecret: string | null;
  dataDir: string;
  /** SMTP server for e-mail; when null each message is written to outboxDir as an .eml file. */
  smtpUrl: string | null;
  outboxDir: string;
  mailFrom: string;
  /** Rate-limit counters live in Redis when set, otherwise in memory. */
  redisUrl: string | null;
  /** Google over OpenID Connect; null when not configured. */
  google: { issuer: string; clientId: string; clientSecret: string; callbackUrl: string } | null;
  provider: 'cypher' | 'firebase';
  firebase: { projectId: string; apiKey: string; authDomain: string } | null;
  rateLimits: RateLimitSettings;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

function loadIdentity(env: NodeJS.ProcessEnv, cwd: string): IdentityConfig {
  const dataDir = path.resolve(cwd, env.DATA_DIR ?? './data');
  const publicUrl = (env.PUBLIC_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
  const google =
    env.GOOGLE_ISSUER && env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? {
          issuer: env.GOOGLE_ISSUER,
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          // The composition server mounts the API under /api.
          callbackUrl: env.GOOGLE_CALLBACK_URL ?? `${publicUrl}/api/auth/google/callback`,
        }
      : null;
  const provider = env.AUTH_PROVIDER === 'firebase' ? 'firebase' : 'cypher';
  if (env.AUTH_PROVIDER && env.AUTH_PROVIDER !== 'firebase' && env.AUTH_PROVIDER !== 'cypher')
    throw new Error(`AUTH_PROVIDER must be cypher or firebase, got "${env.AUTH_PROVIDER}"`);
  const firebase = env.FIREBASE_PROJECT_ID
    ? { projectId: env.FIREBASE_PROJECT_ID, apiKey: env.FIREBASE_API_KEY ?? '', authDomain: env.FIREBASE_AUTH_DOMAIN ?? '' }
    : null;
  if (provider === 'firebase' && !firebase) throw new Error('AUTH_PROVIDER=firebase needs FIREBASE_PROJECT_ID');
  return {
    publicUrl,
    authSecret: env.AUTH_SECRET?.trim() || null,
    dataDir,
    smtpUrl: env.SMTP_URL?.trim() || null,
    outboxDir: path.resolve(cwd, env.OUTBOX_DIR ?? './data/outbox'),
    mailFrom: env.MAIL_FROM ?? 'Cypher <no-reply@cypher.dance>',
    redisUrl: env.REDIS_URL?.trim() || null,
    google,
    provider,
    firebase,
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      loginPerEmail: positive(env.RATE_LIMIT_LOGIN_PER_EMAIL, DEFAULT_RATE_LIMITS.loginPerEmail, 'RATE_LIMIT_LOGIN_PER_EMAIL'),
      loginPerIp: positive(env.RATE_LIMIT_LOGIN_PER_IP, DEFAULT_RATE_LIMITS.loginPerIp, 'RATE_LIMIT_LOGIN_PER_IP'),
      linksPerIp: positive(env.RATE_LIMIT_LINKS_PER_IP, DEFAULT_RATE_LIMITS.linksPerIp, 'RATE_LIMIT_LINKS_PER_IP'),
    },
  };
}

/**
 * Without CORS_ORIGINS, development allows the feature apps' standalone dev pages (:8081–:8085)
 * and the example partner page (:8090); production allows no other origin until it is configured.
 */
function developmentOrigins(nodeEnv: string | undefined): string[] {
  if (nodeEnv === 'production') return [];
  return [8081, 8082, 8083, 8084, 8085, 8090].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): ApiConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`PORT must be a positive integer, got "${env.PORT}"`);
  return {
    databaseUrl: env.DATABASE_URL?.trim() || null,
    sqliteFile: env.SQLITE_FILE === ':memory:' ? ':memory:' : path.resolve(cwd, env.SQLITE_FILE ?? './data/cypher.sqlite'),
    imagesDir: path.resolve(cwd, env.IMAGES_DIR ?? './data/images'),
    port,
    corsOrigins: env.CORS_ORIGINS === undefined ? developmentOrigins(env.NODE_ENV) : list(env.CORS_ORIGINS),
    jsonBodyLimit: env.JSON_BODY_LIMIT ?? '1mb',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    validateResponses: (env.VALIDATE_RESPONSES ?? (env.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    identity: loadIdentity(env, cwd),
    site: { googleMapsApiKey: env.GOOGLE_MAPS_API_KEY?.trim() || null },
    liveHeartbeatMs: positive(env.LIVE_HEARTBEAT_MS, 15_000, 'LIVE_HEARTBEAT_MS'),
    liveStreamKey: env.LIVE_STREAM_KEY?.trim() || 'cypher:live',
    seedDemo: (env.SEED_DEMO ?? (env.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
  };
}
