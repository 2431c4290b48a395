/**
 * Labels every battles page uses that the spec describes without quoting a text (quoted ones come
 * from the contracts' texts module); the battle page's own are in battle-page-labels.ts.
 */
export const LABELS = {
  battleNavigation: 'Battle',
  style: { classic: 'Classic', bracket: 'Bracket' },
  facts: { event: 'Event', style: 'Style', category: 'Category', starts: 'Starts' },
  loading: 'Loading battle',
  you: '(you)',
  number: (n: number) => `#${n}`,
  numberLabel: (n: number) => `Number ${n}`,
  yourCrew: '(your crew)',
} as const;
