// Reading and showing mm/dd/yyyy dates, apart from their validators (birthday.ts): a page that
// shows an age needs no error texts.

const FORMAT = /^(\d{2})\/(\d{2})\/((?:19|20)\d{2})$/;

interface Parsed {
  month: number;
  day: number;
  year: number;
}

/** mm/dd/yyyy with a 19xx or 20xx year and a day that exists; null otherwise. */
export function parseMonthDayYear(text: string): Parsed | null {
  const match = FORMAT.exec(text.trim());
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { month, day, year };
}

/** Typing through the spec's ##/##/#### mask: digits only, slashes put in as the parts fill. */
export function maskMonthDayYear(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

/** Whole years since the birthday (shown beside the full name); null when it is not a valid date. */
export function ageFromBirthday(text: string | null | undefined, today: Date = new Date()): number | null {
  const parsed = text ? parseMonthDayYear(text) : null;
  if (!parsed) return null;
  const month = today.getMonth() + 1;
  const hadBirthday = month > parsed.month || (month === parsed.month && today.getDate() >= parsed.day);
  const age = today.getFullYear() - parsed.year - (hadBirthday ? 0 : 1);
  return age >= 0 ? age : null;
}
