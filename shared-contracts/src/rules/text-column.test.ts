import { fitsTextColumn, fitsTextLimit, TEXT_COLUMN_BYTES, utf8Length } from './text-column.js';

describe('text columns', () => {
  it('counts bytes as UTF-8 does', () => {
    for (const text of ['', 'abc', 'é', '€', '😀', 'a😀é€', '\ud800', 'x\udc00y', '<p>İ</p>'])
      expect(utf8Length(text)).toBe(Buffer.byteLength(text, 'utf8'));
  });

  it('takes a text up to the column’s bytes, not one byte more', () => {
    expect(fitsTextColumn('x'.repeat(TEXT_COLUMN_BYTES))).toBe(true);
    expect(fitsTextColumn('x'.repeat(TEXT_COLUMN_BYTES + 1))).toBe(false);
    expect(fitsTextColumn('😀'.repeat(16_383))).toBe(true);
    expect(fitsTextColumn('😀'.repeat(16_384))).toBe(false);
    expect(fitsTextColumn('é'.repeat(40_000))).toBe(false);
  });

  it('holds a form’s text to its characters, an emoji counting one, and to the column', () => {
    expect(fitsTextLimit('😀'.repeat(10), 10)).toBe(true);
    expect(fitsTextLimit('x'.repeat(11), 10)).toBe(false);
    expect(fitsTextLimit('😀'.repeat(20_000), 50_000)).toBe(false);
  });
});
