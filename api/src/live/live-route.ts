import { Router, type Request } from 'express';
import { BATTLE_LIVE_RESET_EVENT } from '@cypher/contracts';
import { BadRequestError, NotFoundError } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import { compareEventIds, parseEventId } from './event-ids.js';
import type { BattleLive } from './battle-live.js';
import type { LiveEntry } from './live-hub.js';

/** Browsers reconnect a dropped EventSource after this long (the hook has its own backoff too). */
const RETRY_MS = 2_000;

/** Each entry's text, made once however many streams it goes to. */
const texts = new WeakMap<LiveEntry, string>();
function eventText(entry: LiveEntry): string {
  let text = texts.get(entry);
  if (text === undefined) texts.set(entry, (text = `id: ${entry.id}\ndata: ${JSON.stringify(entry.message)}\n\n`));
  return text;
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
 */
export function battleLiveRouter(live: BattleLive, repos: Repositories): Router {
  const router = Router();
  router.get('/battles/:id/live', async (req, res) => {
    const id = Number(req.params.id);
    if (!/^\d{1,10}$/.test(req.params.id) || id < 1 || id > 2_147_483_647)
      throw new BadRequestError('params.id must be a positive integer', 'params.id', { rule: 'type' });
    if (!(await repos.battles.findById(id))) throw new NotFoundError('Battle', id);
    await live.ready();

    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // nginx and similar proxies would otherwise buffer the stream.
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    req.socket.setNoDelay(true);
    res.write(`retry: ${RETRY_MS}\n: connected\n\n`);

    // Entries announced while the backlog is read are held, then sent after it without repeats.
    let lastSent = resumeFrom(req);
    let held: LiveEntry[] | null = lastSent ? [] : null;
    const send = (entry: LiveEntry) => {
      if (held) return void held.push(entry);
      res.write(eventText(entry));
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
