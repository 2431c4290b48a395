/** How a list card or the event page shows an event's dates, in the visitor's own time zone. */
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function formatEventDates(dateStart: string | null, dateEnd: string | null): string | null {
  if (!dateStart) return null;
  const start = new Date(dateStart);
  if (!dateEnd) return dayFormat.format(start);
  const end = new Date(dateEnd);
  // formatRange collapses what both ends share: "Nov 22 – 23, 2026", or one day when both match.
  return end < start ? dayFormat.format(start) : dayFormat.formatRange(start, end);
}

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

export function formatEventTimes(dateStart: string | null, dateEnd: string | null): string | null {
  if (!dateStart) return null;
  const start = new Date(dateStart);
  if (!dateEnd) return timeFormat.format(start);
  // Times only (the dates are shown beside them), even when the event runs past midnight.
  return `${timeFormat.format(start)} – ${timeFormat.format(new Date(dateEnd))}`;
}
