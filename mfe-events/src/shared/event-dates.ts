/**
 * How a list card or the event page shows an event's dates and times: in the event's own time
 * zone (the API sends it with every event).
 */
const dayFormat = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone });
const timeFormat = (timeZone?: string) => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone });

export function formatEventDates(dateStart: string | null, dateEnd: string | null, timeZone?: string): string | null {
  if (!dateStart) return null;
  const format = dayFormat(timeZone);
  const start = new Date(dateStart);
  if (!dateEnd) return format.format(start);
  const end = new Date(dateEnd);
  // formatRange collapses what both ends share: "Nov 22 – 23, 2026", or one day when both match.
  return end < start ? format.format(start) : format.formatRange(start, end);
}

export function formatEventTimes(dateStart: string | null, dateEnd: string | null, timeZone?: string): string | null {
  if (!dateStart) return null;
  const format = timeFormat(timeZone);
  const start = new Date(dateStart);
  if (!dateEnd) return format.format(start);
  // Times only (the dates are shown beside them), even when the event runs past midnight.
  return `${format.format(start)} – ${format.format(new Date(dateEnd))}`;
}
