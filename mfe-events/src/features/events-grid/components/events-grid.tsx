import type { EventTabCounts } from '@cypher/contracts';
import { gridPeriods } from '@cypher/contracts/rules';
import { defaultDirection, sortParam, type SortField } from '../grid-search';
import { useGridChoice } from '../grid-address';
import { useEventsKeyword } from '../../../shared/events-keyword';
import { EventsSearch } from '../../../shared/events-search';
import { LABELS } from '../../../shared/labels';
import { EventsList } from './events-list';
import { PeriodTabs } from './period-tabs';
import { SortMenu } from './sort-menu';

interface Props {
  counts: EventTabCounts;
  orgIds: string | undefined;
}

/**
 * Search box, period tabs, sort menu and the list. The first period with events is chosen until
 * the visitor picks one; picking a period also brings back that period's default direction (the
 * sort field stays). The choice is kept in the address (grid-address.ts).
 */
export function EventsGrid({ counts, orgIds }: Props) {
  const periods = gridPeriods(counts);
  const { period, sort, choose } = useGridChoice(periods);
  const keyword = useEventsKeyword() ?? '';

  return (
    <>
      <div className="ev-toolbar">
        <EventsSearch />
        {period ? <SortMenu sort={sort} onSort={(next) => choose(period, next)} /> : null}
      </div>
      {period ? (
        <>
          <PeriodTabs
            periods={periods}
            selected={period}
            onSelect={(next) => choose(next, sortParam(sort.split('-')[0] as SortField, defaultDirection(next)))}
          />
          <EventsList search={{ period, sort, keyword, orgIds }} />
        </>
      ) : (
        <p className="cy-empty">{LABELS.noEvents}</p>
      )}
    </>
  );
}
