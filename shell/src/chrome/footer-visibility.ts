/** Spec: on the events calendar the footer shows only from this window width. */
export const CALENDAR_FOOTER_MIN_WIDTH_PX = 960;

/** The footer is not shown on the events map, and on the calendar only on wide windows. */
export function isFooterVisible(pathname: string, windowWidth: number): boolean {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/events/map') return false;
  if (path === '/events/calendar') return windowWidth >= CALENDAR_FOOTER_MIN_WIDTH_PX;
  return true;
}
