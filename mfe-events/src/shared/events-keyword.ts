import { useSearchParams } from 'react-router-dom';

/** The address parameter of the events page's keyword search, read by the grid, the map and the calendar. */
export const KEYWORD_PARAM = 'k';

/** The settled keyword of the events page (`?k=`), trimmed; undefined when there is none. */
export function useEventsKeyword(): string | undefined {
  const [searchParams] = useSearchParams();
  return searchParams.get(KEYWORD_PARAM)?.trim() || undefined;
}
