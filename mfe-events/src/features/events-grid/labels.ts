import { EVENTS } from '@cypher/contracts/texts';

// The grid's own words (sorting, more events), apart from ../../shared/labels.ts so that the map and
// the calendar do not download them.
export const GRID_LABELS = {
  sortDate: EVENTS.sort.dateCreated,
  sortName: EVENTS.sort.alphabetical,
  sortBy: 'Sort by',
  sortAscending: 'Ascending, press for descending',
  sortDescending: 'Descending, press for ascending',
  showMore: 'Show more events',
} as const;
