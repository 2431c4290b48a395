import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { createClient } from 'redis';
import { ServiceUnavailableError } from '../errors.js';

/**
 * Redis behind the shared rate-limit counters, with every wait bounded: with Redis away, a
 * sign-in answers 503 within about a second instead of hanging (the client's own connect retries
 * forever and, by default, queues commands until it is back).
 */
export const REDIS_TIMEOUT_MS = 1_000;

interface RedisConnection {
  client: {
    sendCommand(args: string[]): Promise<unknown>;
    quit(): Promise<unknown>;
    destroy(): void;
    readonly isReady: boolean;
  };
  ready: Promise<unknown>;
}
const connections = new Map<string, RedisConnection>();

function connectionTo(url: string): RedisConnection {
  const existing = connections.get(url);
  if (existing) return existing;
  const client = createClient({
    url,
    // Fail a command at once while disconnected, rather than queueing it for later.
    disableOfflineQueue: true,
    socket: { connectTimeout: REDIS_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
  });
  // Log a lost connection once, not every retry; again after it came back.
  let reported = false;
  client.on('error', (error: unknown) => {
    if (!reported) console.error('[redis] unreachable:', (error as Error)?.message ?? error);
    reported = true;
  });
  client.on('ready', () => (reported = false));
  const ready = client.connect();
  ready.catch(() => undefined);
  const connection = { client, ready };
  connections.set(url, connection);
  return connection;
}

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ServiceUnavailableError()), REDIS_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** One command, answered within REDIS_TIMEOUT_MS or a 503. */
export function redisCommand(url: string, args: string[]): Promise<unknown> {
  const { client, ready } = connectionTo(url);
  return withinTimeout(
    (async () => {
      await ready;
      return client.sendCommand(args);
    })().catch((error: unknown) => {
      throw error instanceof ServiceUnavailableError ? error : new ServiceUnavailableError();
    }),
  );
}

/** For /health: does Redis answer a PING in time? */
export async function redisReachable(url: string): Promise<boolean> {
  return redisCommand(url, ['PING']).then(
    () => true,
    () => false,
  );
}

/**
 * rate-limit-redis loads its scripts once, when the limiter starts; if Redis was away then, every
 * later count would fail even after it is back. This store loads them again after a failure.
 */
class RecoveringRedisStore extends RedisStore {
  override async increment(key: string) {
    try {
      return await super.increment(key);
    } catch (error) {
      this.incrementScriptSha = this.loadIncrementScript();
      this.getScriptSha = this.loadGetScript();
      this.incrementScriptSha.catch(() => undefined);
      this.getScriptSha.catch(() => undefined);
      throw error;
    }
  }
}

/** A rate-limit counter store in Redis under `cypher:rl:<prefix>:`. */
export function redisRateLimitStore(url: string, prefix: string): RedisStore {
  return new RecoveringRedisStore({
    prefix: `cypher:rl:${prefix}:`,
    sendCommand: (...args: string[]) => redisCommand(url, args) as Promise<RedisReply>,
  });
}

/** Closes the Redis connections (graceful shutdown, and the end of a test file). */
export async function closeRedisConnections(): Promise<void> {
  const open = [...connections.values()];
  connections.clear();
  await Promise.all(
    open.map(async ({ client }) => {
      if (client.isReady) await client.quit();
      else client.destroy();
    }),
  );
}
