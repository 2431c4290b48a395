import { SIGNED_DATE_MIN_YEAR_EXCLUSIVE } from '../constants.js';

/**
 * A waiver or agreement counts as signed only when its signed date is a real date in a year
 * after 2000 (older placeholder dates mean "not signed").
 */
export function isSignedDateValid(signedAt: string | Date | null | undefined): boolean {
  if (signedAt === null || signedAt === undefined || signedAt === '') return false;
  const date = signedAt instanceof Date ? signedAt : new Date(signedAt);
  return !Number.isNaN(date.getTime()) && date.getUTCFullYear() > SIGNED_DATE_MIN_YEAR_EXCLUSIVE;
}
