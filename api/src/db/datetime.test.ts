import { fromJsonColumn, fromSqlDateTime, fromSqlDateToUs, toSqlDateTime } from './datetime.js';

describe('datetime boundary', () => {
  it('writes UTC with milliseconds and no zone suffix (MariaDB refuses a trailing Z)', () => {
    expect(toSqlDateTime(new Date('2026-11-22T18:05:09.007Z'))).toBe('2026-11-22 18:05:09.007');
    expect(() => toSqlDateTime(new Date('nope'))).toThrow('Invalid date');
  });

  it('reads what either engine answers as the same ISO string', () => {
    const iso = '2026-11-22T18:05:09.007Z';
    expect(fromSqlDateTime('2026-11-22 18:05:09.007')).toBe(iso);
    expect(fromSqlDateTime(new Date(iso))).toBe(iso);
    expect(fromSqlDateTime(Date.parse(iso))).toBe(iso);
    expect(fromSqlDateTime('2026-11-22 18:05:09')).toBe('2026-11-22T18:05:09.000Z');
    expect(fromSqlDateTime(null)).toBeNull();
  });

  it('reads dates as mm/dd/yyyy and JSON from text or object', () => {
    expect(fromSqlDateToUs('1999-04-03')).toBe('04/03/1999');
    expect(fromJsonColumn('[{"name":"Final","rounds":3}]', [])).toEqual([{ name: 'Final', rounds: 3 }]);
    expect(fromJsonColumn([{ name: 'Final' }], [])).toEqual([{ name: 'Final' }]);
    expect(fromJsonColumn(null, ['fallback'])).toEqual(['fallback']);
  });
});
