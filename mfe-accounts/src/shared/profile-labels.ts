/**
 * Labels of the profile page and profile settings that the spec names without quoting a text
 * (quoted ones come from the contracts' texts module: PROFILE, ERRORS, TOAST).
 */
export const PROFILE_LABELS = {
  settings: 'Settings',
  stats: {
    eventsAttended: 'Events attended',
    battlesEntered: 'Battles entered',
    battlesWon: 'Battles won',
    eventsDj: 'Events DJed',
    battlesJudged: 'Battles judged',
  },
  profileTabs: 'Profile sections',
  eventTabs: 'Events by period',
  pagination: 'Events pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: (n: number) => `Page ${n}`,
  noEvents: 'No events yet',
  /** The owner's way to their own iCalendar feed ('Calendar apps' on the events calendar). */
  calendarApps: 'Add my events to a calendar app',
  badge: (threshold: number) => `${threshold} ${threshold === 1 ? 'event' : 'events'} attended`,
  badgeLocked: 'not reached yet',
  /** Shown under a badge not reached yet (screen readers hear badgeLocked). */
  badgeLockedMark: 'Locked',
  badgeReached: 'reached',
  crown: 'Crown',
  playerCard: (dancerName: string) => `Player card of ${dancerName}`,
  noPlayerCard: 'No player card photo yet',
  draft: 'Draft',
  socials: 'Socials',
  avatarOf: (dancerName: string) => `Avatar of ${dancerName}`,
} as const;
