import { BATTLE_LIVE_RESET_EVENT, BATTLE_LIVE_TOPICS, type BattleLiveMessage } from '../../rules/battle-live.js';

/** What a listener hears: one change, or null for "refetch everything" (reset, or a resumed gap). */
export type LiveListener = (message: BattleLiveMessage | null) => void;

/** Reconnect delays after a dropped stream: 1 s, doubling, at most 30 s; reset once it opens. */
export const LIVE_RETRY_MIN_MS = 1_000;
export const LIVE_RETRY_MAX_MS = 30_000;

interface Connection {
  listeners: Set<LiveListener>;
  source: EventSource | null;
  lastEventId: string | null;
  retries: number;
  timer: ReturnType<typeof setTimeout> | null;
}

/** One EventSource per stream URL per page, whichever components listen. */
const connections = new Map<string, Connection>();

function parse(data: string): BattleLiveMessage | null {
  try {
    const message = JSON.parse(data) as BattleLiveMessage;
    return BATTLE_LIVE_TOPICS.includes(message.topic) ? message : null;
  } catch {
    return null;
  }
}

function connect(url: string, c: Connection): void {
  // A new EventSource cannot send Last-Event-ID itself; the server reads it from the query too.
  const resumeUrl = c.lastEventId
    ? `${url}${url.includes('?') ? '&' : '?'}lastEventId=${encodeURIComponent(c.lastEventId)}`
    : url;
  const source = new EventSource(resumeUrl);
  c.source = source;
  source.onopen = () => (c.retries = 0);
  source.onmessage = (event: MessageEvent<string>) => {
    if (event.lastEventId) c.lastEventId = event.lastEventId;
    const message = parse(event.data);
    if (message) c.listeners.forEach((listener) => listener(message));
  };
  source.addEventListener(BATTLE_LIVE_RESET_EVENT, () => c.listeners.forEach((listener) => listener(null)));
  // The browser's own retry has no backoff and forgets the id after a failed answer: close and
  // reconnect here instead, from the last id seen, a little later each time.
  source.onerror = () => {
    source.close();
    if (c.source !== source) return;
    c.source = null;
    const delay = Math.min(LIVE_RETRY_MIN_MS * 2 ** c.retries, LIVE_RETRY_MAX_MS);
    c.retries++;
    c.timer = setTimeout(() => reconnect(url, c), delay);
  };
}

function reconnect(url: string, c: Connection): void {
  if (c.timer) clearTimeout(c.timer);
  c.timer = null;
  c.source?.close();
  c.source = null;
  if (connections.get(url) === c) connect(url, c);
}

/** Coming back online: do not wait out the backoff. */
function onOnline(): void {
  for (const [url, c] of connections) if (!c.source) reconnect(url, c);
}

/** Listens to the stream at `url`; the last listener to leave closes it. */
export function listenLive(url: string, listener: LiveListener): () => void {
  let c = connections.get(url);
  if (!c) {
    c = { listeners: new Set(), source: null, lastEventId: null, retries: 0, timer: null };
    connections.set(url, c);
    if (connections.size === 1) window.addEventListener('online', onOnline);
    connect(url, c);
  }
  const connection = c;
  connection.listeners.add(listener);
  return () => {
    connection.listeners.delete(listener);
    if (connection.listeners.size > 0) return;
    connections.delete(url);
    if (connection.timer) clearTimeout(connection.timer);
    connection.source?.close();
    if (connections.size === 0) window.removeEventListener('online', onOnline);
  };
}
