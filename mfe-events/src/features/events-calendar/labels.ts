// The calendar's own words, apart from ../../shared/labels.ts so that the other events pages do not
// download them.
export const CALENDAR_LABELS = {
  previous: 'Previous month',
  next: 'Next month',
  eventCount: (n: number) => (n === 0 ? 'no events' : n === 1 ? '1 event' : `${n} events`),
  moreOn: (n: number, day: string) => `${n} more on ${day}`,
} as const;
