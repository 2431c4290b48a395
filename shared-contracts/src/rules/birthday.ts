import { BIRTHDAY_MAX_AGE_YEARS } from '../constants.js';
import { ERRORS } from '../texts.js';
import { parseMonthDayYear } from './month-day-year.js';

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
