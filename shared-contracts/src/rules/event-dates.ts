/**
 * How every area shows an event's dates and times (the events area's cards and event page, an
 * organization's and a profile's event chips): in the event's own time zone, which the API sends
 * with every event. In the viewer's zone, a one-day event in Los Angeles read as two days in UTC
 * and as the next day in Tokyo.
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
