import { FOOTER_ON_CALENDAR_MIN_WIDTH_PX } from '@cypher/contracts';

/** The footer is not shown on the events map, and on the calendar only on wide windows. */
export function isFooterVisible(pathname: string, windowWidth: number): boolean {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/events/map') return false;
  if (path === '/events/calendar') return windowWidth >= FOOTER_ON_CALENDAR_MIN_WIDTH_PX;
  return true;
}
