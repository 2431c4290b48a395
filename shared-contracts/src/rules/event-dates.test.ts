import { formatEventDates, formatEventTimes } from './event-dates.js';

describe('event dates and times', () => {
  // 6 to 11 PM in Los Angeles on Dec 10: Dec 11 in UTC and in Tokyo.
  const start = '2026-12-11T02:00:00.000Z';
  const end = '2026-12-11T07:00:00.000Z';

  it('shows the day where the event happens, not where the viewer is', () => {
    expect(formatEventDates(start, end, 'America/Los_Angeles')).toBe('Dec 10, 2026');
    expect(formatEventTimes(start, end, 'America/Los_Angeles')).toBe('6:00 PM – 11:00 PM');
  });

  it('collapses what both ends share, and shows one day when the end is missing or earlier', () => {
    // Intl puts thin spaces around the dash.
    expect(formatEventDates('2026-11-27T17:00:00.000Z', '2026-11-30T04:00:00.000Z', 'America/New_York')).toBe(
      'Nov 27\u2009–\u200929, 2026',
    );
    expect(formatEventDates(start, null, 'America/Los_Angeles')).toBe('Dec 10, 2026');
    expect(formatEventDates(end, start, 'UTC')).toBe('Dec 11, 2026');
    expect(formatEventDates(null, end, 'UTC')).toBeNull();
  });
});
