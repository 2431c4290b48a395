/**
 * The one place where times cross the database boundary. Both engines store DATETIME as
 * `YYYY-MM-DD HH:MM:SS.fff` in UTC: MariaDB rejects ISO strings ending in `Z`, and SQLite stores
 * a JS Date as epoch milliseconds, so every write goes through `toSqlDateTime` and every read
 * through `fromSqlDateTime`.
 */
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export function toSqlDateTime(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new Error('Invalid date');
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}.${pad(date.getUTCMilliseconds(), 3)}`
  );
}

/** Parses what either engine answers for a DATETIME (string, Date or epoch ms) into a Date. */
function parse(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  const text = String(value).trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?(Z)?$/.exec(text);
  if (!match) {
    const fallback = new Date(text);
    return Number.isNaN(fallback.getTime()) ? null : fallback;
  }
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '0'] = match;
  const ms = Math.round(Number(`0.${frac}`) * 1000);
  return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms));
}

/** DATETIME → `2026-11-22T18:00:00.000Z`, or null. */
export function fromSqlDateTime(value: unknown): string | null {
  return parse(value)?.toISOString() ?? null;
}

/** DATE → `mm/dd/yyyy` (the wire format of birthdays and founded dates), or null. */
export function fromSqlDateToUs(value: unknown): string | null {
  const date = parse(value);
  if (!date) return null;
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

/** MariaDB answers a JSON column as text or object depending on the column; SQLite as text. */
export function fromJsonColumn<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined || value === '') return fallback;
  if (typeof value === 'string') {
    try {
      return JSON.parse(value) as T;
    } catch {
      return fallback;
    }
  }
  return value as T;
}

/** Booleans come back as 0/1 (both engines) — normalise at the boundary. */
export function fromSqlBoolean(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

/** COUNT/SUM come back as number, bigint or decimal text depending on engine and driver. */
export function fromSqlNumber(value: unknown): number {
  if (value === null || value === undefined) return 0;
  return Number(value);
}
