import { createClient } from 'redis';
import { BATTLE_LIVE_TOPICS, type BattleLiveMessage } from '@cypher/contracts';
import { REDIS_TIMEOUT_MS, redisCommand } from '../auth/redis-store.js';
import { compareEventIds, type LiveEventId } from './event-ids.js';
import type { LiveEntry } from './live-hub.js';

/** About this many entries stay for resuming clients (MAXLEN ~ trims in whole nodes). */
export const LIVE_STREAM_LENGTH = 10_000;
/** At most this many entries a publish hands on at once (the reader brings any more). */
const PUBLISH_CATCH_UP = 1_000;
/**
 * Appends one entry and answers, in the same atomic step, every entry after the one this process
 * handed on last (its own new entry is the last of them): the publishing process delivers at once,
 * in stream order, instead of waiting for its reader's blocked XREAD to come back.
 */
const PUBLISH_SCRIPT = `
local id = redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[1], '*', 'b', ARGV[2], 'm', ARGV[3])
return redis.call('XRANGE', KEYS[1], ARGV[4], '+', 'COUNT', ARGV[5])`;
/** A blocked read returns at least this often, so a stop or a dead server is noticed. */
const BLOCK_MS = 2_000;
/** How long past BLOCK_MS a read may take before the connection counts as dead (a busy process lags). */
const READ_GRACE_MS = 5_000;

type StreamEntry = [id: string, fields: string[]];
/** node-redis answers XREAD as `{ key: entries }`; the wire format (RESP2) is `[[key, entries]]`. */
type XReadReply = Record<string, StreamEntry[]> | Array<[string, StreamEntry[]]> | null;

function streamEntries(reply: XReadReply): StreamEntry[] {
  if (!reply) return [];
  return Array.isArray(reply) ? (reply[0]?.[1] ?? []) : (Object.values(reply)[0] ?? []);
}

function toEntry([id, fields]: StreamEntry): LiveEntry | null {
  const field = (name: string) => fields[fields.indexOf(name) + 1];
  const battleId = Number(field('b'));
  try {
    const message = JSON.parse(field('m')) as BattleLiveMessage;
    if (!Number.isInteger(battleId) || !BATTLE_LIVE_TOPICS.includes(message.topic)) return null;
    return { id, battleId, message };
  } catch {
    return null;
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Live updates through Redis: `publish` appends to one capped stream (within the 1 s bound of
 * every Redis call here); a reader on its own connection follows it with blocking XREADs (Redis
 * answers a blocked XREAD the moment an entry is added: a push, not a poll) and hands each entry
 * on in order. The publishing process does not wait for its reader: the append answers the
 * entries up to its own, and those are handed on at once. Both paths go through one high-water
 * mark, so every entry is handed on once, in stream order, whichever path brings it first.
 * `since` replays a battle's entries after an id (XRANGE) for clients that resume on any process.
 * After a failed read the reader retries with backoff from where it stopped, then reports a gap
 * (`onGap`): announcements that fell back to one process meanwhile never reached the others.
 */
export function createRedisLiveFeed(
  url: string,
  /** One stream for every battle: every process reads it in one order, so ids agree everywhere. */
  key: string,
  o: { onEntry: (entry: LiveEntry) => void; onGap: () => void; log: (error: unknown) => void },
) {
  let running: Promise<void> | null = null;
  let following: Promise<void> | null = null;
  let markFollowing = () => {};
  let stopping = false;
  let client: ReturnType<typeof createClient> | null = null;
  /** The newest entry handed on (by the reader or a publish); null until the reader knows where now is. */
  let delivered: LiveEventId | null = null;

  function handOn(raw: StreamEntry): void {
    if (delivered !== null && compareEventIds(raw[0], delivered) <= 0) return;
    delivered = raw[0];
    const entry = toEntry(raw);
    if (entry) o.onEntry(entry);
  }

  async function follow(): Promise<void> {
    let failures = 0;
    while (!stopping) {
      try {
        client = createClient({
          url,
          disableOfflineQueue: true,
          socket: { connectTimeout: REDIS_TIMEOUT_MS, reconnectStrategy: false },
        });
        client.on('error', () => undefined);
        await withTimeout(client.connect(), REDIS_TIMEOUT_MS);
        if (delivered === null) {
          const newest = (await client.sendCommand(['XREVRANGE', key, '+', '-', 'COUNT', '1'])) as StreamEntry[];
          delivered = newest[0]?.[0] ?? '0-0';
        }
        markFollowing();
        if (failures > 0) o.onGap();
        failures = 0;
        while (!stopping) {
          const reply = (await withTimeout(
            client.sendCommand(['XREAD', 'BLOCK', String(BLOCK_MS), 'STREAMS', key, delivered]),
            BLOCK_MS + READ_GRACE_MS,
          )) as XReadReply;
          streamEntries(reply).forEach(handOn);
        }
      } catch (error) {
        if (stopping) break;
        // A stream opened while Redis is away starts anyway (announcements then stay local).
        markFollowing();
        if (failures === 0) o.log(error);
        failures++;
        await new Promise((resolve) => setTimeout(resolve, Math.min(100 * 2 ** failures, 5_000)));
      } finally {
        const done = client;
        client = null;
        if (done?.isOpen) done.destroy();
      }
    }
  }

  return {
    /** Appends the entry; once the reader follows, hands it on here at once (with any it had not read yet). */
    async publish(battleId: number, message: BattleLiveMessage): Promise<void> {
      const [b, m] = [String(battleId), JSON.stringify(message)];
      if (delivered === null) {
        await redisCommand(url, ['XADD', key, 'MAXLEN', '~', String(LIVE_STREAM_LENGTH), '*', 'b', b, 'm', m]);
        return;
      }
      const args = [String(LIVE_STREAM_LENGTH), b, m, delivered, String(PUBLISH_CATCH_UP)];
      const entries = (await redisCommand(url, ['EVAL', PUBLISH_SCRIPT, '1', key, ...args])) as StreamEntry[];
      // From the last entry handed on, in order and without holes: the reader brings anything past the cap.
      entries.forEach(handOn);
    },

    /** Entries of `battleId` after `lastId`; null when the stream no longer reaches back that far. */
    async since(battleId: number, lastId: LiveEventId): Promise<LiveEntry[] | null> {
      const oldest = (await redisCommand(url, ['XRANGE', key, '-', '+', 'COUNT', '1'])) as StreamEntry[];
      if (!oldest.length) return null;
      const after = (await redisCommand(url, [
        'XRANGE',
        key,
        `(${lastId}`,
        '+',
        'COUNT',
        String(LIVE_STREAM_LENGTH * 2),
      ])) as StreamEntry[];
      const [oldestMs, oldestSeq] = oldest[0][0].split('-').map(Number);
      const [lastMs, lastSeq] = lastId.split('-').map(Number);
      if (oldestMs > lastMs || (oldestMs === lastMs && oldestSeq > lastSeq)) return null;
      return after.map(toEntry).filter((entry): entry is LiveEntry => entry !== null && entry.battleId === battleId);
    },

    /**
     * Follows the stream from now until close (started by the process's first listener);
     * resolves once the reader knows where "now" is, so nothing announced after is missed.
     */
    start(): Promise<void> {
      if (!following) following = new Promise<void>((resolve) => (markFollowing = resolve));
      if (!running && !stopping) running = follow();
      return following;
    },

    async close(): Promise<void> {
      stopping = true;
      if (client?.isOpen) client.destroy();
      await running;
    },
  };
}

export type RedisLiveFeed = ReturnType<typeof createRedisLiveFeed>;
