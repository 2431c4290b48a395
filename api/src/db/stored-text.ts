import { fitsTextColumn, LIMIT_ERRORS } from '@cypher/contracts';
import { BadRequestError } from '../errors.js';

/**
 * Text as its column holds it. MariaDB refuses (ER_DATA_TOO_LONG, a 500) what SQLite stores, so
 * the API checks before it writes, and both engines answer the same 400.
 */

/** The text for a TEXT column (65,535 bytes), or a 400 naming the field. Check after sanitising: it may lengthen. */
export function textColumn(text: string, field: string): string {
  if (!fitsTextColumn(text)) throw new BadRequestError(LIMIT_ERRORS.textTooLong, field);
  return text;
}

/**
 * The lower-cased copy a list sorts and searches by, cut to its column's characters: lower-casing
 * may lengthen a name ('İ' becomes two characters), and a name at its limit must still save.
 */
export function searchForm(text: string, columnCharacters: number): string {
  const lower = text.toLowerCase();
  // Characters as the column counts them (code points), not UTF-16 units.
  return lower.length <= columnCharacters ? lower : Array.from(lower).slice(0, columnCharacters).join('');
}
