import { BIRTHDAY_MAX_AGE_YEARS } from '../constants.js';
import { ERRORS } from '../texts.js';

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

/**
 * An organization's founded date: empty, or a real mm/dd/19xx or 20xx date ('Date format
 * mm/dd/yyyy' otherwise). The settings form and the API (`body.founded`) both ask this.
 */
export function validateFoundedDate(text: string | null | undefined): string | null {
  if (!text) return null;
  return parseMonthDayYear(text) ? null : ERRORS.birthdayFormat;
}

/** Onboarding: 'Date format mm/dd/yyyy' unless the text is a real mm/dd/19xx or 20xx date. */
export function validateBirthday(text: string): string | null {
  return parseMonthDayYear(text) ? null : ERRORS.birthdayFormat;
}

/**
 * Profile editing adds: not in the current or a future year and not more than 100 years ago
 * ('Please enter a correct date').
 */
export function validateProfileBirthday(text: string, today: Date = new Date()): string | null {
  const parsed = parseMonthDayYear(text);
  if (!parsed) return ERRORS.birthdayFormat;
  const thisYear = today.getFullYear();
  if (parsed.year >= thisYear || parsed.year < thisYear - BIRTHDAY_MAX_AGE_YEARS) return ERRORS.birthdayIncorrect;
  return null;
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
