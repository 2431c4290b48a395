import type { EventPeriod } from '@cypher/contracts';
import { PeriodTabList } from '../../../shared/period-tab-list';
import { LABELS } from '../../../shared/labels';

const periodLabel: Record<EventPeriod, string> = {
  now: LABELS.periodNow,
  future: LABELS.periodFuture,
  past: LABELS.periodPast,
};

interface Props {
  periods: EventPeriod[];
  selected: EventPeriod;
  onSelect: (period: EventPeriod) => void;
}

/**
 * The period tabs, and the period dropdown that replaces them on small screens (CSS shows one
 * of the two). Only periods with events are offered.
 */
export function PeriodTabs({ periods, selected, onSelect }: Props) {
  return (
    <>
      <PeriodTabList
        className="cy-tabs ev-tabs"
        periods={periods}
        selected={selected}
        onSelect={onSelect}
        labelOf={(period) => periodLabel[period]}
        controls="ev-events-list"
      />
      <label className="ev-period-select">
        <span className="cy-visually-hidden">{LABELS.periodTabsLabel}</span>
        <select className="cy-input" value={selected} onChange={(event) => onSelect(event.target.value as EventPeriod)}>
          {periods.map((period) => (
            <option key={period} value={period}>
              {periodLabel[period]}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
