import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EVENT_KEYWORD_DEBOUNCE_MS } from '@cypher/contracts';
import { useDebouncedValue } from '@cypher/contracts/react';
import { KEYWORD_PARAM } from './events-keyword';
import { KeywordSearch } from './keyword-search';

/**
 * The events page's keyword search, shared by the grid, the map and the calendar: what is typed
 * settles into the address (`?k=`) after the spec's 1.2 s, so each view filters by it, the view
 * links carry it, and a shared link or Back keeps it.
 */
export function EventsSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const inAddress = searchParams.get(KEYWORD_PARAM) ?? '';
  const [typed, setTyped] = useState(inAddress);
  const settled = useDebouncedValue(typed.trim(), EVENT_KEYWORD_DEBOUNCE_MS);
  useEffect(() => {
    if (settled === inAddress.trim()) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (settled) next.set(KEYWORD_PARAM, settled);
        else next.delete(KEYWORD_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [settled, inAddress, setSearchParams]);
  return <KeywordSearch value={typed} onChange={setTyped} />;
}
