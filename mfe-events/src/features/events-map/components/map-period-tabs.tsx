import type { EventPeriod } from '@cypher/contracts';
import { PeriodTabList } from '../../../shared/period-tab-list';
import { MAP_LABELS } from '../labels';

const PERIODS: EventPeriod[] = ['now', 'future', 'past'];

interface Props {
  stats: Record<EventPeriod, number> | undefined;
  selected: EventPeriod | null;
  onSelect: (period: EventPeriod) => void;
}

/** Spec: the map's tabs now, future and past, each with how many events the area holds (all three, always). */
export function MapPeriodTabs({ stats, selected, onSelect }: Props) {
  return (
    <PeriodTabList
      className="cy-tabs ev-map__tabs"
      periods={PERIODS}
      selected={selected}
      onSelect={onSelect}
      labelOf={(period) => MAP_LABELS.tab(period, stats?.[period])}
      controls="ev-map-list"
    />
  );
}
