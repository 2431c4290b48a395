import type { EventPeriod } from '@cypher/contracts';
import { LABELS } from './labels';

interface Props {
  periods: EventPeriod[];
  selected: EventPeriod | null;
  onSelect: (period: EventPeriod) => void;
  labelOf: (period: EventPeriod) => string;
  /** The id of the list the tabs switch. */
  controls: string;
  className: string;
}

/** The period tabs of the grid and the map (now, future, past), as one tablist. */
export function PeriodTabList({ periods, selected, onSelect, labelOf, controls, className }: Props) {
  return (
    <div className={className} role="tablist" aria-label={LABELS.periodTabsLabel}>
      {periods.map((period) => (
        <button
          key={period}
          type="button"
          role="tab"
          className="cy-tab"
          aria-selected={period === selected}
          aria-controls={controls}
          onClick={() => onSelect(period)}
        >
          {labelOf(period)}
        </button>
      ))}
    </div>
  );
}
