import { addDays, eventsByDay, monthOf, monthOfDay, monthWeeks, monthWindow, shiftMonth } from './month';

// jest runs these in the viewer zone set by the test environment; the rules only use local dates,
// so the expectations are written in local terms too.
const local = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h).toISOString();

describe('calendar month', () => {
  it('reads ?m= or falls back to the month of today', () => {
    const today = new Date(2026, 10, 23);
    expect(monthOf('2027-02', today)).toEqual({ year: 2027, month: 2 });
    expect(monthOf('2027-13', today)).toEqual({ year: 2026, month: 11 });
    expect(monthOf(null, today)).toEqual({ year: 2026, month: 11 });
  });

  it('moves across years', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });

  it('asks for the month from local midnight to local midnight', () => {
    expect(monthWindow({ year: 2026, month: 11 })).toEqual({ start: local(2026, 11, 1), end: local(2026, 12, 1) });
  });

  it('lays the month out in whole weeks starting on Sunday', () => {
    const weeks = monthWeeks({ year: 2026, month: 11 });
    // 1 November 2026 is a Sunday; 30 November a Monday.
    expect(weeks).toHaveLength(5);
    expect(weeks[0][0]).toEqual({ key: '2026-11-01', day: 1, inMonth: true });
    expect(weeks[4].map((d) => d.key)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(weeks[4][2].inMonth).toBe(false);
    // February 2026 starts on a Sunday and fills exactly four weeks.
    expect(monthWeeks({ year: 2026, month: 2 })).toHaveLength(4);
  });

  it('puts an event on every day it runs inside the month, and an undated one nowhere', () => {
    const jam = { title: 'Three-day jam', dateStart: local(2026, 11, 6, 12), dateEnd: local(2026, 11, 8, 20) };
    const night = { title: 'Ends at midnight', dateStart: local(2026, 11, 10, 20), dateEnd: local(2026, 11, 11) };
    const crossing = { title: 'From October', dateStart: local(2026, 10, 30, 12), dateEnd: local(2026, 11, 2, 12) };
    const undated = { title: 'Undated', dateStart: null, dateEnd: null };
    const days = eventsByDay([jam, night, crossing, undated], { year: 2026, month: 11 });
    expect([...days.keys()].sort()).toEqual(['2026-11-01', '2026-11-02', '2026-11-06', '2026-11-07', '2026-11-08', '2026-11-10']);
    expect(days.get('2026-11-07')).toEqual([jam]);
  });

  it('steps days across months for the arrow keys', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-11-03', -7)).toBe('2026-10-27');
    expect(monthOfDay('2026-12-01')).toEqual({ year: 2026, month: 12 });
  });
});
