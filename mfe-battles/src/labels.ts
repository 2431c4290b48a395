/**
 * Labels of the battles area that the spec describes without quoting a text (quoted ones come
 * from the contracts' texts module).
 */
export const LABELS = {
  battleNavigation: 'Battle',
  style: { classic: 'Classic', bracket: 'Bracket' },
  facts: { event: 'Event', style: 'Style', category: 'Category', starts: 'Starts' },
  details: 'Details',
  prizes: 'Prizes',
  organizer: 'Organized by',
  crews: 'Crews',
  participants: 'Participants',
  waitlist: 'Waitlist',
  registered: (n: number) => `${n} registered`,
  noneRegistered: 'Nobody has registered yet',
  hiddenParticipants: 'The participants of this battle are hidden',
  winners: 'Winners',
  loading: 'Loading battle',
} as const;
