import type { BattleLiveMessage, BattleLiveTopic } from '@cypher/contracts';
import { createEventIdClock, type LiveEventId } from './event-ids.js';
import { createLiveHub, type LiveEntry, type LiveSubscriber } from './live-hub.js';
import { createRedisLiveFeed, type RedisLiveFeed } from './redis-live-feed.js';

/** Proxies close idle connections after 30–60 s; a comment line this often keeps streams open. */
export const HEARTBEAT_MS = 15_000;

/**
 * Tells every open page of a battle that part of it changed. Call it after the write's
 * transaction committed (a rolled-back write must not make pages refetch). Never throws and
 * never waits: delivery problems are logged, and the write has already succeeded.
 */
export type AnnounceBattleChange = (battleId: number, topic: BattleLiveTopic, id?: number) => void;

export interface BattleLiveOptions {
  /** Set: every process publishes through Redis and delivers what every process announced. */
  redisUrl: string | null;
  /** The shared Redis stream's key. */
  streamKey: string;
  log: (error: unknown) => void;
  heartbeatMs?: number;
  backlogPerBattle?: number;
}

/**
 * The API's live updates: announceBattleChange for the services, subscribe/since for the SSE
 * route. In memory, an announcement is delivered by this process at once; with Redis, it is
 * appended to one shared stream that every process reads in the same order (so ids and order
 * agree everywhere) — and when Redis does not answer within a second, this process's own
 * streams still get it (the others cannot), and they get a reset once the feed is back.
 */
export function createBattleLive(o: BattleLiveOptions) {
  const clock = createEventIdClock();
  const hub = createLiveHub({ startedAt: clock.next(), backlogPerBattle: o.backlogPerBattle });
  let heartbeatTimer: NodeJS.Timeout | null = null;

  const deliverLocally = (battleId: number, message: BattleLiveMessage) => hub.deliver({ id: clock.next(), battleId, message });

  const feed: RedisLiveFeed | null = o.redisUrl
    ? createRedisLiveFeed(o.redisUrl, o.streamKey, {
        onEntry: (entry) => {
          clock.observe(entry.id);
          hub.deliver(entry);
        },
        onGap: () => hub.resetAll(),
        log: o.log,
      })
    : null;

  const announceBattleChange: AnnounceBattleChange = (battleId, topic, id) => {
    const message: BattleLiveMessage = id === undefined ? { topic } : { topic, id };
    if (!feed) return deliverLocally(battleId, message);
    feed.publish(battleId, message).catch((error: unknown) => {
      o.log(error);
      deliverLocally(battleId, message);
    });
  };

  const beat = () => hub.forEachSubscriber((subscriber) => subscriber.heartbeat());

  return {
    announceBattleChange,

    subscribe(battleId: number, subscriber: LiveSubscriber): () => void {
      const unsubscribe = hub.subscribe(battleId, subscriber);
      if (!heartbeatTimer) {
        heartbeatTimer = setInterval(beat, o.heartbeatMs ?? HEARTBEAT_MS);
        heartbeatTimer.unref();
      }
      return () => {
        unsubscribe();
        if (hub.subscriberCount === 0) {
          if (heartbeatTimer) clearInterval(heartbeatTimer);
          heartbeatTimer = null;
        }
      };
    },

    /** Resolves once announcements from now on will reach subscribers (the Redis reader is in place). */
    async ready(): Promise<void> {
      // The reader starts with the first listener and follows the stream until close.
      await feed?.start();
    },

    /** What a stream resuming after `lastId` missed; null when nobody can tell (send a reset). */
    async since(battleId: number, lastId: LiveEventId): Promise<LiveEntry[] | null> {
      // With Redis the shared stream is the record (this process may have read only part of it).
      if (!feed) return hub.since(battleId, lastId);
      return feed.since(battleId, lastId).catch(() => null);
    },

    /** Ends every open stream (their browsers reconnect elsewhere) and the Redis reader. */
    async close(): Promise<void> {
      hub.forEachSubscriber((subscriber) => subscriber.end());
      if (heartbeatTimer) clearInterval(heartbeatTimer);
      heartbeatTimer = null;
      await feed?.close();
    },
  };
}

export type BattleLive = ReturnType<typeof createBattleLive>;
