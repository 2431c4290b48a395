import { CALENDAR_PAGE_SIZE, routes } from '@cypher/contracts';
import { useApi } from '@cypher/contracts/react';
import { monthWindow, type CalendarMonth } from '../month';

/**
 * Spec: the calendar asks page 0 of 999 for the month (local start and end); only published events
 * come back, of the chosen organizations (`o`) and matching the events page's keyword (`k`).
 */
export function useCalendarEvents(month: CalendarMonth, orgIds: string | undefined, keyword: string | undefined) {
  const { start, end } = monthWindow(month);
  return useApi(routes.events.list, { query: { p: 0, pp: CALENDAR_PAGE_SIZE, start, end, o: orgIds, k: keyword } });
}
