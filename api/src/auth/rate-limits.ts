import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { ERRORS } from '@cypher/contracts';
import { ApiError } from '../errors.js';
import { normalizeEmail } from '../repositories/accounts-repository.js';
import { closeRedisConnections, redisRateLimitStore } from './redis-store.js';

const MINUTE = 60_000;

export const RATE_LIMIT_MESSAGES = {
  login: ERRORS.tooManyLoginAttempts,
  links: 'Too many requests for this email, try again later',
  ip: 'Too many requests, try again later',
} as const;

/** How many tries a window allows. Tests lower the per-IP numbers through the environment. */
export interface RateLimitSettings {
  windowMinutes: number;
  /** Failed logins per e-mail address from one client address (the lock a dancer may meet). */
  loginPerEmailAndIp: number;
  /** Failed logins per e-mail address from all client addresses together (guessing from many). */
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
  loginPerEmailAndIp: 5,
  loginPerEmail: 100,
  loginPerIp: 50,
  linksPerEmail: 5,
  linksPerIp: 30,
};

/** Closes the Redis connections (graceful shutdown, and the end of a test file). */
export const closeRateLimitStores = closeRedisConnections;

/** Counters in Redis when REDIS_URL is set (several API processes share them), otherwise in memory. */
function storeFactory(redisUrl: string | null): (prefix: string) => Store | undefined {
  if (!redisUrl) return () => undefined;
  return (prefix) => redisRateLimitStore(redisUrl, prefix);
}

const emailKey = (req: Request) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return `email:${typeof email === 'string' ? normalizeEmail(email) : ''}`;
};
/** The e-mail and the client address (an IPv6 client by its /56, as express-rate-limit advises). */
const emailAndAddressKey = (req: Request) => `${emailKey(req)}|ip:${ipKeyGenerator(req.ip ?? '')}`;
const KEYS = { email: emailKey, emailAndAddress: emailAndAddressKey, address: undefined } as const;

export interface AuthRateLimits {
  loginByEmailAndIp: RequestHandler;
  loginByEmail: RequestHandler;
  loginByIp: RequestHandler;
  magicLinkByEmail: RequestHandler;
  resetByEmail: RequestHandler;
  linksByIp: RequestHandler;
}

export function createRateLimits(settings: RateLimitSettings, redisUrl: string | null): AuthRateLimits {
  const store = storeFactory(redisUrl);
  const windowMs = settings.windowMinutes * MINUTE;
  const limiter = (prefix: string, limit: number, message: string, options: { by: keyof typeof KEYS; failuresOnly: boolean }) =>
    rateLimit({
      windowMs,
      limit,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      store: store(prefix),
      // Only failed logins count towards a login limit: a person who gets in is not slowed down.
      skipSuccessfulRequests: options.failuresOnly,
      ...(KEYS[options.by] ? { keyGenerator: KEYS[options.by] } : {}),
      handler: (_req, _res, next) => next(new ApiError(429, 'too_many_requests', message)),
    });
  return {
    // Per e-mail AND address: someone who knows a dancer's e-mail cannot lock the dancer out from
    // elsewhere by failing five times (OWASP ASVS 6.3); the per-e-mail ceiling below still stops
    // guessing spread over many addresses.
    loginByEmailAndIp: limiter('login-email-ip', settings.loginPerEmailAndIp, RATE_LIMIT_MESSAGES.login, {
      by: 'emailAndAddress',
      failuresOnly: true,
    }),
    loginByEmail: limiter('login-email', settings.loginPerEmail, RATE_LIMIT_MESSAGES.login, {
      by: 'email',
      failuresOnly: true,
    }),
    loginByIp: limiter('login-ip', settings.loginPerIp, RATE_LIMIT_MESSAGES.ip, { by: 'address', failuresOnly: true }),
    magicLinkByEmail: limiter('magic-email', settings.linksPerEmail, RATE_LIMIT_MESSAGES.links, {
      by: 'email',
      failuresOnly: false,
    }),
    resetByEmail: limiter('reset-email', settings.linksPerEmail, RATE_LIMIT_MESSAGES.links, {
      by: 'email',
      failuresOnly: false,
    }),
    linksByIp: limiter('links-ip', settings.linksPerIp, RATE_LIMIT_MESSAGES.ip, { by: 'address', failuresOnly: false }),
  };
}
