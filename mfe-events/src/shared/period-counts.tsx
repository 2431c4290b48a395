import { EVENTS } from '@cypher/contracts/texts';

/** 'Now 1 · Future 2 · Past 3': events per period, in the organization filter and the search dialog. */
export function PeriodCounts({ now, future, past }: { now: number; future: number; past: number }) {
  return (
    <>
      {EVENTS.searchTabs.now} {now} · {EVENTS.searchTabs.future} {future} · {EVENTS.searchTabs.past} {past}
    </>
  );
}
