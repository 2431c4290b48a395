import { useState } from 'react';
import type { EventPeriod, EventTabCounts } from '@cypher/contracts';
import { gridPeriods } from '@cypher/contracts/rules';
import { defaultDirection, sortParam, type SortDirection, type SortField } from '../grid-search';
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
 * the visitor picks one; picking a period also brings back that period's default direction.
 */
export function EventsGrid({ counts, orgIds }: Props) {
  const periods = gridPeriods(counts);
  const [chosenPeriod, setChosenPeriod] = useState<EventPeriod | null>(null);
  const period = chosenPeriod && periods.includes(chosenPeriod) ? chosenPeriod : periods[0];
  const [field, setField] = useState<SortField>('date');
  const [direction, setDirection] = useState<SortDirection | null>(null);
  const keyword = useEventsKeyword() ?? '';

  const selectPeriod = (next: EventPeriod) => {
    setChosenPeriod(next);
    setDirection(null);
  };
  const currentDirection = direction ?? (period ? defaultDirection(period) : 'asc');

  return (
    <>
      <div className="ev-toolbar">
        <EventsSearch />
        {period ? (
          <SortMenu
            field={field}
            direction={currentDirection}
            onFieldChange={setField}
            onDirectionToggle={() => setDirection(currentDirection === 'asc' ? 'desc' : 'asc')}
          />
        ) : null}
      </div>
      {period ? (
        <>
          <PeriodTabs periods={periods} selected={period} onSelect={selectPeriod} />
          <EventsList search={{ period, sort: sortParam(field, currentDirection), keyword, orgIds }} />
        </>
      ) : (
        <p className="cy-empty">{LABELS.noEvents}</p>
      )}
    </>
  );
}
