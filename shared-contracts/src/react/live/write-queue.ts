import type { ApiAttempt, ApiClient } from '../../http/api-client.js';
import type { AnyRoute, RouteInput } from '../../http/route.js';
// Values through the package, not '../../http/api-error.js': this entry is bundled apart from the
// shared '@cypher/contracts', and a relative import copies that module and the texts it reads
// (5 KB gzip) into the page's own chunk.
import { messageForPerson } from '@cypher/contracts';
import type { PlatformSession } from '../../platform/platform.js';

/** One write waiting for the network, as stored (the route by name, method and path: plain data). */
export interface PendingWrite {
  id: string;
  route: { name: string; method: string; path: string };
  input: unknown;
  /** What the page shows beside it ("Score for #12"), and groups by (`key`). */
  label: string;
  key: string;
  queuedAt: string;
  /**
   * The profile signed in when the write was made (null: nobody). The API acts as whoever is
   * signed in when a write goes out, so a write replays only while its author still is.
   */
  author: number | null;
}

/** Shown when a waiting write is dropped because someone else is signed in now. */
export const writeDroppedMessage = (label: string) =>
  `${label} was not sent: it was made by another signed-in account, so it was dropped`;

/** Where the queue lives: it outlasts a reload, an offline restart of the page, and the tab. */
export const WRITE_QUEUE_STORAGE_KEY = 'cypher.pendingWrites';
/** While writes wait, the queue tries again this often (and at once when the browser is back online). */
export const WRITE_QUEUE_RETRY_MS = 5_000;

export interface WriteQueueHost {
  api: ApiClient;
  /** Shows what the server refused on replay (a 409 "finished" says why the score did not count). */
  toast(message: string, kind?: 'info' | 'error'): void;
  /** Who is signed in now: each write is tagged with its author and replays only as them. */
  session: Pick<PlatformSession, 'getUser'>;
}

const signedIn = (host: WriteQueueHost): number | null => host.session.getUser()?.id ?? null;

type Listener = (pending: PendingWrite[]) => void;

function read(): PendingWrite[] {
  try {
    const list = JSON.parse(localStorage.getItem(WRITE_QUEUE_STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? (list as PendingWrite[]) : [];
  } catch {
    return [];
  }
}

const listeners = new Set<Listener>();
function write(list: PendingWrite[]): void {
  localStorage.setItem(WRITE_QUEUE_STORAGE_KEY, JSON.stringify(list));
  listeners.forEach((listener) => listener(list));
}

/** Runs `work` alone across every tab and every copy of this module (Web Locks where there are). */
function exclusively(work: () => Promise<void>): Promise<void> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? (locks.request('cypher.pendingWrites', work) as Promise<void>) : work();
}

let attached: WriteQueueHost | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let replaying: Promise<void> | null = null;

/**
 * Sends the queue's writes in the order they were made. A write the server answered (even with
 * a refusal: the server decides conflicts, e.g. 409 for a finished sparring, which is shown) leaves
 * the queue; a network failure stops the round and the rest wait for the next try. A write whose
 * author is not the one signed in now (signed out, another account, another profile) is dropped
 * and said so: sent, it would count as someone else's score or check-in.
 */
export function replayWrites(): Promise<void> {
  const host = attached;
  if (!host || replaying) return replaying ?? Promise.resolve();
  replaying = exclusively(async () => {
    for (;;) {
      const [first] = read();
      if (!first) break;
      if (first.author !== signedIn(host)) {
        host.toast(writeDroppedMessage(first.label), 'error');
        write(read().filter((item) => item.id !== first.id));
        continue;
      }
      const result = (await host.api.attempt!(first.route as unknown as AnyRoute, first.input as never)) as ApiAttempt<unknown>;
      if (!result.ok && result.status === 0) break;
      if (!result.ok) host.toast(messageForPerson(result.error), 'error');
      write(read().filter((item) => item.id !== first.id));
    }
  }).finally(() => {
    replaying = null;
    scheduleRetry();
  });
  return replaying;
}

function scheduleRetry(): void {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  if (read().length > 0 && attached) retryTimer = setTimeout(() => void replayWrites(), WRITE_QUEUE_RETRY_MS);
}

const onOnline = () => void replayWrites();

/** The page's platform sends the writes (the latest mounted: every area of a page has the same API). */
export function attachWriteQueue(host: WriteQueueHost): void {
  if (!attached) window.addEventListener('online', onOnline);
  attached = host;
  // Writes left from an earlier visit go out now.
  void replayWrites();
}

export function subscribePendingWrites(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function pendingWrites(): PendingWrite[] {
  return read();
}

/** The answer of `sendOrQueue`: sent (the body, or null when refused and shown), or queued. */
export type QueuedAnswer<T> = { queued: false; body: T | null } | { queued: true };

/**
 * Sends a write now, or — when the browser is offline, the network fails, or earlier writes
 * still wait (order matters: the last score tapped must be the last to arrive) — keeps it to send
 * on reconnect. Refusals are toasted as `api.call` does.
 */
export async function sendOrQueue<D extends AnyRoute>(
  host: WriteQueueHost,
  route: D,
  input: RouteInput<D>,
  o: { label: string; key: string },
): Promise<QueuedAnswer<unknown>> {
  const queue = () => {
    const item: PendingWrite = {
      id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
      route: { name: route.name, method: route.method, path: route.path },
      input,
      label: o.label,
      key: o.key,
      queuedAt: new Date().toISOString(),
      author: signedIn(host),
    };
    write([...read(), item]);
    scheduleRetry();
    return { queued: true } as const;
  };
  if (read().length > 0 || globalThis.navigator?.onLine === false) return queue();
  const result = await host.api.attempt!(route, input);
  if (result.ok) return { queued: false, body: result.body };
  if (result.status === 0) return queue();
  host.toast(messageForPerson(result.error), 'error');
  return { queued: false, body: null };
}
