/**
 * Labels of the battle page's first screen (details, registration, who takes part, winners) that
 * the spec describes without quoting a text. Apart from ./labels.ts, which every battles page uses,
 * so the prelims, brackets and sparring pages do not download them. What only some viewers draw
 * carries its own words in its chunk: documents (./document-labels.ts), a dancer's crew and the
 * crew forms (./crew-labels.ts), dialogs (./dialog-labels.ts), staff tools and the winners editor
 * (their features' labels).
 */
export const BATTLE_PAGE_LABELS = {
  details: 'Details',
  prizes: 'Prizes',
  organizer: 'Organized by',
  judges: 'Judges',
  crews: 'Crews',
  participants: 'Participants',
  waitlist: 'Waitlist',
  registered: (n: number) => `${n} registered`,
  checkedInCount: (n: number) => `${n} checked in`,
  noneRegistered: 'Nobody has registered yet',
  hiddenParticipants: 'The participants of this battle are hidden',
  winners: 'Winners',
  registration: 'Registration',
  register: 'Register',
  unregister: 'Unregister',
  youAreRegistered: 'You are registered',
  onWaitlist: 'You are on the waitlist',
  checkedIn: 'Checked in',
  notCheckedIn: 'Not checked in',
  editResults: 'Edit results',
  dancersOf: (names: string[]) => (names.length ? names.join(', ') : 'No confirmed dancers yet'),
  searchCrews: 'Search crews',
  noCrewFound: 'No crew has that name',
} as const;
