import { useSearchParams } from 'react-router-dom';
import type { EventPeriod } from '@cypher/contracts';
import { defaultEventSort } from '@cypher/contracts/rules';
import type { EventSort } from './grid-search';

/**
 * The grid's period tab (`?t=past`) and sort (`?s=name-asc`) live in its address beside the keyword
 * and organizations, so the event page's 'All events', Back and a shared link come back to the
 * list as the visitor left it. Each is written only when it is not the default (the first period
 * with events, in its own date order): the plain address stays the one the composition server
 * preloads the first list for (scripts/server/card-hints.mjs, GRID_LIST_PARAMS).
 */
const PERIOD_PARAM = 't';
const SORT_PARAM = 's';

/** The sorts the menu offers, as the list route's `s` spells them. */
const SORTS = /^(date|name)-(asc|desc)$/;

/** The period's own order (spec: now and future ascending by date, past descending). */
const periodSort = defaultEventSort as (period: EventPeriod) => EventSort;

/**
 * The tab and sort the address holds (a period without events, after a filter changed, or an
 * unknown value reads as the default), and `choose`, which writes them. The address is replaced,
 * not pushed: Back leaves the grid rather than stepping through its tabs.
 */
export function useGridChoice(periods: EventPeriod[]) {
  const [params, setParams] = useSearchParams();
  const asked = params.get(PERIOD_PARAM) as EventPeriod;
  const period = periods.includes(asked) ? asked : periods[0];
  const inAddress = params.get(SORT_PARAM) ?? '';
  // Without a period nothing is listed, and the sort is not used.
  const sort = SORTS.test(inAddress) ? (inAddress as EventSort) : periodSort(period ?? 'now');
  const choose = (next: EventPeriod, nextSort: EventSort) =>
    setParams(
      (current) => {
        const address = new URLSearchParams(current);
        address.set(PERIOD_PARAM, next);
        address.set(SORT_PARAM, nextSort);
        if (next === periods[0]) address.delete(PERIOD_PARAM);
        if (nextSort === periodSort(next)) address.delete(SORT_PARAM);
        return address;
      },
      { replace: true },
    );
  return { period, sort, choose };
}
