import { defaultEventSort, eventPeriod } from './event-period.js';

const now = new Date('2026-06-01T12:00:00.000Z');

describe('eventPeriod', () => {
  it('is future before the start, now between start and end, past after the end', () => {
    expect(eventPeriod('2026-06-02T10:00:00.000Z', '2026-06-02T20:00:00.000Z', now)).toBe('future');
    expect(eventPeriod('2026-06-01T10:00:00.000Z', '2026-06-01T20:00:00.000Z', now)).toBe('now');
    expect(eventPeriod('2026-05-01T10:00:00.000Z', '2026-05-02T20:00:00.000Z', now)).toBe('past');
  });

  it('counts the start instant as now and the end instant as past (as the API lists tabs)', () => {
    expect(eventPeriod('2026-06-01T12:00:00.000Z', '2026-06-01T13:00:00.000Z', now)).toBe('now');
    expect(eventPeriod('2026-06-01T12:00:00.001Z', '2026-06-01T13:00:00.000Z', now)).toBe('future');
    expect(eventPeriod('2026-06-01T10:00:00.000Z', '2026-06-01T12:00:00.000Z', now)).toBe('past');
    expect(eventPeriod('2026-06-01T10:00:00.000Z', '2026-06-01T12:00:00.001Z', now)).toBe('now');
  });

  it('handles missing dates', () => {
    expect(eventPeriod(null, null, now)).toBeNull();
    expect(eventPeriod('not a date', null, now)).toBeNull();
    expect(eventPeriod('2026-05-01T10:00:00.000Z', null, now)).toBe('past');
    expect(eventPeriod(new Date('2026-07-01T00:00:00Z'), undefined, now)).toBe('future');
  });

  it('sorts now and future soonest first, past latest first, drafts newest created first', () => {
    expect((['now', 'future', 'past', 'draft', undefined] as const).map(defaultEventSort)).toEqual([
      'date-asc',
      'date-asc',
      'date-desc',
      'created-desc',
      'date-asc',
    ]);
  });
});
