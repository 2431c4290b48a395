import type { BattleLiveMessage } from '@cypher/contracts';
import { compareEventIds, type LiveEventId } from './event-ids.js';

/** One announced change of one battle, as every process delivers it. */
export interface LiveEntry {
  id: LiveEventId;
  battleId: number;
  message: BattleLiveMessage;
}

/** An open stream: what the hub writes to it. */
export interface LiveSubscriber {
  send(entry: LiveEntry): void;
  /** "Refetch everything": the hub cannot say what this stream missed. */
  reset(): void;
  /** A comment line, so proxies keep an idle stream open. */
  heartbeat(): void;
  /** Closes the stream (the server stops). */
  end(): void;
}

/** How many entries of one battle a process keeps for resuming streams, and for how many battles. */
export const BACKLOG_PER_BATTLE = 256;
const BATTLES_KEPT = 2_000;

interface BattleChannel {
  subscribers: Set<LiveSubscriber>;
  backlog: LiveEntry[];
  /** The newest id dropped from the backlog: a resume from before it may have missed entries. */
  droppedUpTo: LiveEventId | null;
}

/**
 * The process's fan-out: delivers each entry, in the order given, to the open streams of its
 * battle and keeps a bounded backlog per battle for clients that resume with Last-Event-ID.
 * Where entries come from (this process, or every process through Redis) is the caller's affair.
 */
export function createLiveHub(o: { backlogPerBattle?: number; startedAt: LiveEventId }) {
  const perBattle = o.backlogPerBattle ?? BACKLOG_PER_BATTLE;
  const channels = new Map<number, BattleChannel>();
  let subscriberCount = 0;

  function channel(battleId: number): BattleChannel {
    let found = channels.get(battleId);
    if (found) {
      // Map order is recency: the least recently used battle goes first when too many are kept.
      channels.delete(battleId);
    } else {
      found = { subscribers: new Set(), backlog: [], droppedUpTo: null };
      for (const [id, old] of channels) {
        if (channels.size < BATTLES_KEPT) break;
        if (old.subscribers.size === 0) channels.delete(id);
      }
    }
    channels.set(battleId, found);
    return found;
  }

  return {
    deliver(entry: LiveEntry): void {
      const c = channel(entry.battleId);
      c.backlog.push(entry);
      if (c.backlog.length > perBattle) c.droppedUpTo = c.backlog.shift()!.id;
      for (const subscriber of c.subscribers) subscriber.send(entry);
    },

    /**
     * What a stream resuming after `lastId` missed, oldest first; null when this process cannot
     * tell (the id is older than what it kept, or than the process itself).
     */
    since(battleId: number, lastId: LiveEventId): LiveEntry[] | null {
      const c = channels.get(battleId);
      if (compareEventIds(lastId, o.startedAt) < 0) return null;
      if (c?.droppedUpTo && compareEventIds(lastId, c.droppedUpTo) < 0) return null;
      return (c?.backlog ?? []).filter((entry) => compareEventIds(entry.id, lastId) > 0);
    },

    subscribe(battleId: number, subscriber: LiveSubscriber): () => void {
      channel(battleId).subscribers.add(subscriber);
      subscriberCount++;
      return () => {
        if (channels.get(battleId)?.subscribers.delete(subscriber)) subscriberCount--;
      };
    },

    /** Every open stream of every battle refetches (after a gap in the feed). */
    resetAll(): void {
      for (const c of channels.values()) for (const subscriber of c.subscribers) subscriber.reset();
    },

    forEachSubscriber(visit: (subscriber: LiveSubscriber) => void): void {
      for (const c of channels.values()) c.subscribers.forEach(visit);
    },

    get subscriberCount(): number {
      return subscriberCount;
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
