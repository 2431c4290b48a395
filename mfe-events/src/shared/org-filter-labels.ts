// The organization filter's words: its button is on every list of events, its dialog loads on demand.
export const ORG_FILTER_LABELS = {
  open: 'Organizations',
  openWithCount: (n: number) => `Organizations (${n})`,
  title: 'Filter by organization',
  search: 'Search organizations',
  all: 'All organizations',
  clear: 'Show every organization',
  none: 'No organizations match this search',
  more: 'Show more organizations',
  counts: 'Events',
} as const;
