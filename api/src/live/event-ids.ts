/**
 * Event ids of the live stream look like Redis stream ids, `<milliseconds>-<sequence>`, in both
 * modes (in memory and through Redis), so a client's Last-Event-ID means the same to every
 * process and compares in order of arrival.
 */
export type LiveEventId = string;

const ID = /^(\d{1,16})-(\d{1,16})$/;

/** The id's parts, or null for text that is not an event id (a client's bad Last-Event-ID). */
export function parseEventId(text: string | undefined | null): [number, number] | null {
  const match = text ? ID.exec(text.trim()) : null;
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/** Negative when `a` came before `b`. Both must be valid ids. */
export function compareEventIds(a: LiveEventId, b: LiveEventId): number {
  const [am, as] = parseEventId(a)!;
  const [bm, bs] = parseEventId(b)!;
  return am === bm ? as - bs : am - bm;
}

/** Hands out increasing ids from the clock; never goes back when the clock does. */
export function createEventIdClock(now: () => number = Date.now) {
  let lastMs = 0;
  let seq = 0;
  return {
    next(): LiveEventId {
      const ms = Math.max(now(), lastMs);
      seq = ms === lastMs ? seq + 1 : 0;
      lastMs = ms;
      return `${ms}-${seq}`;
    },
    /** Keeps later local ids after one seen from elsewhere (Redis). */
    observe(id: LiveEventId): void {
      const parsed = parseEventId(id);
      if (!parsed) return;
      const [ms, s] = parsed;
      if (ms > lastMs || (ms === lastMs && s > seq)) [lastMs, seq] = [ms, s];
    },
  };
}
