/** A battle's start in the visitor's time zone, e.g. "Nov 22, 2026, 6:00 PM". */
const FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function StartDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{FORMAT.format(new Date(iso))}</time>;
}
