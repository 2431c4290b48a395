import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import { engineOf } from '../db/connection.js';
import { REDIS_TIMEOUT_MS, redisReachable } from '../auth/redis-store.js';

type Reachability = 'ok' | 'unreachable';

async function databaseReachable(db: Knex): Promise<Reachability> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Reachability>((resolve) => {
    timer = setTimeout(() => resolve('unreachable'), 2 * REDIS_TIMEOUT_MS);
  });
  const check = db.raw('select 1').then(
    (): Reachability => 'ok',
    (): Reachability => 'unreachable',
  );
  return Promise.race([check, timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /health: `ok` (200) only when every dependency answers in time, else `unavailable` (503),
 * naming which one does not: `db` is the engine, `redis` is `ok`, `unreachable` or `off` (not
 * configured: counters in memory). A load balancer takes a 503 instance out of rotation.
 */
export function healthHandler(db: Knex, redisUrl: string | null): RequestHandler {
  return async (_req, res) => {
    const [database, redis] = await Promise.all([
      databaseReachable(db),
      redisUrl ? redisReachable(redisUrl).then((ok): Reachability => (ok ? 'ok' : 'unreachable')) : ('off' as const),
    ]);
    const ok = database === 'ok' && redis !== 'unreachable';
    res.status(ok ? 200 : 503).json({
      status: ok ? 'ok' : 'unavailable',
      db: engineOf(db),
      ...(database === 'ok' ? {} : { database }),
      redis,
    });
  };
}
