/**
 * Labels of the organizations area that the spec describes without quoting a text (quoted ones
 * come from the contracts' texts module).
 */
export const LABELS = {
  title: 'Organizations',
  search: 'Search organizations',
  view: { grid: 'Grid', list: 'List', legend: (section: string) => `${section} view` },
  columns: { name: 'Name', members: 'Members' },
  membersCount: (n: number) => `${n} ${n === 1 ? 'member' : 'members'}`,
  events: 'Events',
  noneFound: 'No organizations match your search',
  showMore: 'Show more organizations',
} as const;
