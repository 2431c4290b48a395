/**
 * Labels of the member directory that the spec names without quoting a text (so they are not in
 * the contracts' texts module): the patron mark and the stat names of a dancer card. Sign-in and
 * onboarding have files of their own (auth-labels.ts, onboarding-labels.ts), so that a page
 * carries only the words it draws.
 */
export const LABELS = {
  patron: 'Patron',
  stats: { eventsAttended: 'Events attended', battlesEntered: 'Battles entered', battlesWon: 'Battles won' },
  members: 'Members',
  removeParameter: (name: string) => `Remove ${name}`,
  keywordChip: (keyword: string) => `“${keyword}”`,
  showMore: 'Show more members',
} as const;
