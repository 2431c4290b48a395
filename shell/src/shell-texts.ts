// Texts of the shell's own chrome that the spec does not quote (its quoted texts come from the
// contracts' texts module). Kept in one place so wording is reviewed together.
export const shellTexts = {
  skipToContent: 'Skip to content',
  homeLinkLabel: 'Cypher home',
  mainNavigation: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  loading: 'Loading…',
  areaUnavailable: 'This part of Cypher could not load.',
  areaIncompatible: 'This part of Cypher is being updated and cannot open right now.',
  retry: 'Retry',
  heroTitle: 'Where the cypher meets',
  heroTagline: 'Battles, jams, workshops and the crews behind them: find your next event or put one on the map.',
  socialLinks: 'Cypher on social media',
  contactLabel: 'Contact us',
  cookieText: 'We use cookies to keep you signed in and to understand how Cypher is used.',
  dismissToast: 'Dismiss',
} as const;
