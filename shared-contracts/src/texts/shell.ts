/** The shell's chrome where the spec gives no words: remote areas, cookie text, Home hero. */
export const SHELL = {
  areaUnavailable: 'This part of Cypher could not load.',
  areaIncompatible: 'This part of Cypher is being updated and cannot open right now.',
  retry: 'Retry',
  loading: 'Loading…',
  skipToContent: 'Skip to content',
  cookieText: 'We use cookies to keep you signed in and to understand how Cypher is used.',
  heroTitle: 'Where the cypher meets',
  heroTagline: 'Battles, jams, workshops and the crews behind them: find your next event or put one on the map.',
  contactUs: 'Contact us',
  copyright: (year: number) => `© ${year} Cypher`,
} as const;
