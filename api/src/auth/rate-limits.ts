import type { Request, RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { createClient } from 'redis';
import { ERRORS } from '@cypher/contracts';
import { ApiError } from '../errors.js';
import { normalizeEmail } from '../repositories/accounts-repository.js';

const MINUTE = 60_000;

export const RATE_LIMIT_MESSAGES = {
  login: ERRORS.tooManyLoginAttempts,
  links: 'Too many requests for this email, try again later',
  ip: 'Too many requests, try again later',
} as const;

/** How many tries a window allows. Tests lower the per-IP numbers through the environment. */
export interface RateLimitSettings {
  windowMinutes: number;
  /** Failed logins per e-mail address. */
  loginPerEmail: number;
  /** Failed logins per client address. */
  loginPerIp: number;
  /** Magic-link e-mails per address, and reset e-mails per address (counted apart). */
  linksPerEmail: number;
  /** Magic-link and reset requests together per client address. */
  linksPerIp: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  windowMinutes: 15,
  loginPerEmail: 5,
  loginPerIp: 50,
  linksPerEmail: 5,
  linksPerIp: 30,
};

/** One Redis connection per process and URL, shared by every limiter of every app in it. */
interface RedisConnection {
  client: { sendCommand(args: string[]): Promise<unknown>; quit(): Promise<unknown> };
  ready: Promise<unknown>;
}
const redisClients = new Map<string, RedisConnection>();

function redisConnection(url: string): RedisConnection {
  const existing = redisClients.get(url);
  if (existing) return existing;
  const client = createClient({ url });
  client.on('error', (error: unknown) => console.error('[rate-limit] redis:', error));
  const connection: RedisConnection = { client, ready: client.connect() };
  redisClients.set(url, connection);
  return connection;
}

/** Closes the Redis connections (graceful shutdown, and the end of a test file). */
export async function closeRateLimitStores(): Promise<void> {
  const connections = [...redisClients.values()];
  redisClients.clear();
  await Promise.all(
    connections.map(async ({ client, ready }) => {
      await ready.catch(() => undefined);
      await client.quit();
    }),
  );
}

/** Counters in Redis when REDIS_URL is set (several API processes share them), otherwise in memory. */
function storeFactory(redisUrl: string | null): (prefix: string) => Store | undefined {
  if (!redisUrl) return () => undefined;
  const { client, ready } = redisConnection(redisUrl);
  return (prefix) =>
    new RedisStore({
      prefix: `cypher:rl:${prefix}:`,
      sendCommand: async (...args: string[]) => {
        await ready;
        return client.sendCommand(args) as Promise<RedisReply>;
      },
    });
}

const emailKey = (req: Request) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return `email:${typeof email === 'string' ? normalizeEmail(email) : ''}`;
};

export interface AuthRateLimits {
  loginByEmail: RequestHandler;
  loginByIp: RequestHandler;
  magicLinkByEmail: RequestHandler;
  resetByEmail: RequestHandler;
  linksByIp: RequestHandler;
}

export function createRateLimits(settings: RateLimitSettings, redisUrl: string | null): AuthRateLimits {
  const store = storeFactory(redisUrl);
  const windowMs = settings.windowMinutes * MINUTE;
  const limiter = (prefix: string, limit: number, message: string, options: { byEmail: boolean; failuresOnly: boolean }) =>
    rateLimit({
      windowMs,
      limit,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      store: store(prefix),
      // Only failed logins count towards a login limit: a person who gets in is not slowed down.
      skipSuccessfulRequests: options.failuresOnly,
      ...(options.byEmail ? { keyGenerator: emailKey } : {}),
      handler: (_req, _res, next) => next(new ApiError(429, 'too_many_requests', message)),
    });
  return {
    loginByEmail: limiter('login-email', settings.loginPerEmail, RATE_LIMIT_MESSAGES.login, {
      byEmail: true,
      failuresOnly: true,
    }),
    loginByIp: limiter('login-ip', settings.loginPerIp, RATE_LIMIT_MESSAGES.ip, { byEmail: false, failuresOnly: true }),
    magicLinkByEmail: limiter('magic-email', settings.linksPerEmail, RATE_LIMIT_MESSAGES.links, {
      byEmail: true,
      failuresOnly: false,
    }),
    resetByEmail: limiter('reset-email', settings.linksPerEmail, RATE_LIMIT_MESSAGES.links, {
      byEmail: true,
      failuresOnly: false,
    }),
    linksByIp: limiter('links-ip', settings.linksPerIp, RATE_LIMIT_MESSAGES.ip, { byEmail: false, failuresOnly: false }),
  };
}
