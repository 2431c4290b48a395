import { EMPTY, EVENTS } from '@cypher/contracts/texts';

// The map's own words, apart from ../../shared/labels.ts so that the other events pages do not
// download them.
export const MAP_LABELS = {
  label: 'Map of events',
  empty: EMPTY.mapArea,
  tab: (period: 'now' | 'future' | 'past', count: number | undefined) =>
    count === undefined ? EVENTS.searchTabs[period] : `${EVENTS.searchTabs[period]} (${count})`,
  group: (n: number) => `${n} events`,
  nearMe: 'Near me',
  locating: 'Finding you…',
  unavailable: 'Map unavailable',
  unavailableHint: 'The map is off on this site. The list shows every event with a location.',
} as const;
