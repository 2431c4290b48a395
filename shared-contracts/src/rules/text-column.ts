/**
 * A TEXT column holds 65,535 bytes on MySQL and MariaDB, and utf8mb4 takes up to four a character,
 * so a text within its character limit may still not fit (20,000 emoji are 80,000 bytes). SQLite
 * stores anything: the check is the API's, before it writes, so both engines answer the same.
 */
export const TEXT_COLUMN_BYTES = 65_535;

/** Bytes of the text in UTF-8, as the database stores it (a lone surrogate becomes 3 bytes). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code < 0xdc00 && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Whether the text fits a TEXT column. */
export function fitsTextColumn(text: string): boolean {
  // Four bytes a UTF-16 unit at most: short texts need no count.
  return text.length * 4 <= TEXT_COLUMN_BYTES || utf8Length(text) <= TEXT_COLUMN_BYTES;
}

/**
 * Whether a text a form sends is within its field's limit: `maxCharacters` counted as the API
 * counts them (code points, so an emoji is one) and the bytes of its column.
 */
export function fitsTextLimit(text: string, maxCharacters: number): boolean {
  const characters = text.length <= maxCharacters ? text.length : Array.from(text).length;
  return characters <= maxCharacters && fitsTextColumn(text);
}
