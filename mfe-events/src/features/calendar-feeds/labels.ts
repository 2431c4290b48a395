// The calendar feeds' words (the calendar page's 'Calendar apps'), downloaded with that section only.
export const FEEDS_LABELS = {
  title: 'Calendar apps',
  all: 'All events',
  chosenOrgs: 'Events of the chosen organizations',
  mine: 'My events',
  showMine: 'Show my calendar link',
  mineHint: 'Events you have a ticket for or work at. Anyone with this link sees them: keep it to yourself.',
  reset: 'Reset link',
  resetConfirm: 'The old link stops working: calendars subscribed to it no longer update. Make a new link?',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Could not copy: select the link and copy it',
  subscribe: 'Subscribe',
} as const;
