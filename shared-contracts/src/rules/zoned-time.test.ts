import { instantOf, offsetMinutesAt, wallTimeAt } from './zoned-time.js';

describe('zoned time', () => {
  it('reads the local clock and the offset, with summer time', () => {
    expect(wallTimeAt('America/New_York', new Date('2026-01-15T17:00:00Z'))).toEqual({
      year: 2026,
      month: 1,
      day: 15,
      hour: 12,
      minute: 0,
      second: 0,
    });
    expect(offsetMinutesAt('America/New_York', new Date('2026-01-15T17:00:00Z'))).toBe(-300);
    expect(offsetMinutesAt('America/New_York', new Date('2026-07-15T17:00:00Z'))).toBe(-240);
    expect(offsetMinutesAt('Asia/Kolkata', new Date('2026-07-15T17:00:00Z'))).toBe(330);
  });

  it('turns a local time into its instant', () => {
    expect(instantOf('America/New_York', { year: 2026, month: 11, day: 23, hour: 12, minute: 0 }).toISOString()).toBe(
      '2026-11-23T17:00:00.000Z',
    );
    expect(instantOf('Europe/Berlin', { year: 2026, month: 7, day: 1, hour: 22, minute: 0 }).toISOString()).toBe(
      '2026-07-01T20:00:00.000Z',
    );
    expect(instantOf('UTC', { year: 2026, month: 2, day: 28, hour: 0, minute: 30 }).toISOString()).toBe(
      '2026-02-28T00:30:00.000Z',
    );
  });

  it('takes the first of a repeated time and moves a skipped one past the jump', () => {
    // New York 2026: clocks go back on 1 November at 02:00, forward on 8 March at 02:00.
    expect(instantOf('America/New_York', { year: 2026, month: 11, day: 1, hour: 1, minute: 30 }).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    expect(instantOf('America/New_York', { year: 2026, month: 3, day: 8, hour: 2, minute: 30 }).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
  });
});
