export const MEMBERS = {
  sortBy: 'Sort by',
  sortAsc: 'A-Z',
  sortDesc: 'Z-A',
  search: (count: number) => `Search ${count} cards`,
} as const;
