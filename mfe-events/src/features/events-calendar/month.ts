/**
 * The calendar's month in the viewer's own time zone: which days it shows, which instants it asks
 * the API for (GET /events start/end as local ISO instants), and which day each event falls on.
 */
export interface CalendarMonth {
  year: number;
  /** 1–12 */
  month: number;
}

export interface CalendarDay {
  /** 'yyyy-mm-dd' on the viewer's clock. */
  key: string;
  day: number;
  inMonth: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-mm-dd' of a local date. */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `?m=2026-11` → that month; anything else → the month of `today`. */
export function monthOf(text: string | null, today: Date): CalendarMonth {
  const match = text ? /^(\d{4})-(\d{2})$/.exec(text) : null;
  const month = match ? Number(match[2]) : 0;
  if (match && month >= 1 && month <= 12) return { year: Number(match[1]), month };
  return { year: today.getFullYear(), month: today.getMonth() + 1 };
}

export function monthKey(m: CalendarMonth): string {
  return `${m.year}-${pad(m.month)}`;
}

export function shiftMonth(m: CalendarMonth, delta: number): CalendarMonth {
  const first = new Date(m.year, m.month - 1 + delta, 1);
  return { year: first.getFullYear(), month: first.getMonth() + 1 };
}

/** The month's first local midnight up to the next month's, as instants (events overlapping it). */
export function monthWindow(m: CalendarMonth): { start: string; end: string } {
  return {
    start: new Date(m.year, m.month - 1, 1).toISOString(),
    end: new Date(m.year, m.month, 1).toISOString(),
  };
}

/** Whole weeks, Sunday first, from the week of the 1st to the week of the last day. */
export function monthWeeks(m: CalendarMonth): CalendarDay[][] {
  const first = new Date(m.year, m.month - 1, 1);
  const cursor = new Date(m.year, m.month - 1, 1 - first.getDay());
  const weeks: CalendarDay[][] = [];
  do {
    const week: CalendarDay[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push({ key: dayKey(cursor), day: cursor.getDate(), inMonth: cursor.getMonth() === m.month - 1 });
      cursor.setDate(cursor.getDate() + 1);
    }
    weeks.push(week);
  } while (cursor.getMonth() === m.month - 1);
  return weeks;
}

/**
 * Each event on every day of the month it runs (a three-day jam shows on all three), in the
 * viewer's zone; an event without dates is on no day. Days keep the API's order.
 */
export function eventsByDay<T extends { dateStart: string | null; dateEnd: string | null }>(
  events: T[],
  m: CalendarMonth,
): Map<string, T[]> {
  const days = new Map<string, T[]>();
  const monthStart = new Date(m.year, m.month - 1, 1);
  const monthEnd = new Date(m.year, m.month, 1);
  for (const event of events) {
    if (!event.dateStart) continue;
    const start = new Date(event.dateStart);
    const end = event.dateEnd ? new Date(event.dateEnd) : start;
    const day = new Date(Math.max(start.getTime(), monthStart.getTime()));
    day.setHours(0, 0, 0, 0);
    // An event ending exactly at midnight does not take the next day.
    for (; day < monthEnd && (day <= start || day < end); day.setDate(day.getDate() + 1)) {
      const key = dayKey(day);
      days.set(key, [...(days.get(key) ?? []), event]);
    }
  }
  return days;
}

/** The day `days` away (arrow keys move 1 or 7). */
export function addDays(key: string, days: number): string {
  const [year, month, day] = key.split('-').map(Number);
  return dayKey(new Date(year, month - 1, day + days));
}

export function monthOfDay(key: string): CalendarMonth {
  const [year, month] = key.split('-').map(Number);
  return { year, month };
}
