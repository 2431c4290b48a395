import { ServerResponse } from 'node:http';
import { Router, type Request } from 'express';
import { BATTLE_LIVE_RESET_EVENT, routes } from '@cypher/contracts';
import { getCaller } from '../auth/caller.js';
import { BadRequestError } from '../errors.js';
import type { BattlesService } from '../services/battles-service.js';
import { compareEventIds, parseEventId } from './event-ids.js';
import type { BattleLive } from './battle-live.js';
import type { LiveEntry } from './live-hub.js';

/** Browsers reconnect a dropped EventSource after this long (the hook has its own backoff too). */
const RETRY_MS = 2_000;

/**
 * Each entry's bytes, made once however many streams it goes to: the event text, and the same
 * text framed as one HTTP chunk (`<size in hex>\r\n<text>\r\n`), so a thousand streams get one
 * Buffer in one socket write each — no per-stream JSON, encoding, chunk framing or deferred uncork.
 */
interface EventBytes {
  text: Buffer;
  chunk: Buffer;
}
const bytes = new WeakMap<LiveEntry, EventBytes>();
function eventBytes(entry: LiveEntry): EventBytes {
  let found = bytes.get(entry);
  if (found === undefined) {
    const text = Buffer.from(`id: ${entry.id}\ndata: ${JSON.stringify(entry.message)}\n\n`);
    found = { text, chunk: Buffer.concat([Buffer.from(`${text.length.toString(16)}\r\n`), text, Buffer.from('\r\n')]) };
    bytes.set(entry, found);
  }
  return found;
}
const RESET_TEXT = `event: ${BATTLE_LIVE_RESET_EVENT}\ndata: {}\n\n`;

/**
 * Where a client resumes from: the Last-Event-ID header (the browser's own reconnect) or the
 * `lastEventId` query (a new EventSource cannot set headers). Text that is not an id is ignored:
 * the stream then starts from now, as a first connection does.
 */
function resumeFrom(req: Request): string | null {
  const header = req.get('last-event-id');
  const query = typeof req.query.lastEventId === 'string' ? req.query.lastEventId : undefined;
  const text = header ?? query;
  return parseEventId(text) ? text!.trim() : null;
}

/**
 * GET /battles/:id/live — public, read-only server-sent events of one battle: `message` events
 * whose data is `{ topic, id? }` with increasing ids, `reset` when the server cannot replay what
 * a resuming client missed, and a comment line as heartbeat so proxies keep the stream open.
 * Open to whoever may read the battle (GET /battles/:id): a draft event's battle is 404 to all
 * but its editors, so its stream does not tell that it exists or when it changes.
 */
export function battleLiveRouter(live: BattleLive, battles: Pick<BattlesService, 'visible'>): Router {
  const router = Router();
  router.get(routes.battles.live.path, async (req, res) => {
    const param = String(req.params.id);
    const id = Number(param);
    if (!/^\d{1,10}$/.test(param) || id < 1 || id > 2_147_483_647)
      throw new BadRequestError('params.id must be a positive integer', 'params.id', { rule: 'type' });
    await battles.visible(id, getCaller(req));
    await live.ready();

    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // nginx and similar proxies would otherwise buffer the stream.
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    // Each event leaves at once, not after Nagle's wait for the previous one's acknowledgement.
    req.socket.setNoDelay(true);
    res.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    // The response is chunked (HTTP/1.1, no length), so a framed event goes straight to the socket,
    // behind the header and first line already queued there. A response something re-encodes
    // (its write replaced, as compression does) or not chunked takes the usual path.
    const direct = res.chunkedEncoding && res.write === ServerResponse.prototype.write;
    const socket = direct ? res.socket : null;

    // Entries announced while the backlog is read are held, then sent after it without repeats.
    let lastSent = resumeFrom(req);
    let held: LiveEntry[] | null = lastSent ? [] : null;
    const send = (entry: LiveEntry) => {
      if (held) return void held.push(entry);
      if (!socket) res.write(eventBytes(entry).text);
      else if (!socket.destroyed) socket.write(eventBytes(entry).chunk);
      lastSent = entry.id;
    };
    const unsubscribe = live.subscribe(id, {
      send,
      reset: () => res.write(RESET_TEXT),
      heartbeat: () => res.write(': heartbeat\n\n'),
      end: () => res.end(),
    });
    req.on('close', unsubscribe);

    if (lastSent) {
      const missed = await live.since(id, lastSent);
      const pending = held ?? [];
      held = null;
      if (missed === null) res.write(RESET_TEXT);
      for (const entry of [...(missed ?? []), ...pending]) {
        if (lastSent === null || compareEventIds(entry.id, lastSent) > 0) send(entry);
      }
    }
  });
  return router;
}
