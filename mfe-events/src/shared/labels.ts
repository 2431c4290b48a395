import { EMPTY, EVENTS } from '@cypher/contracts/texts';

/**
 * The words several events pages show. Texts the spec quotes come from the contracts (one source
 * for every app); the rest are this app's own labels (headings, accessible names) the spec leaves
 * open. A page's or a feature's own words live beside it (features/<feature>/labels.ts), so that
 * no page downloads the others' words.
 */
export const LABELS = {
  // Quoted by the spec
  periodNow: EVENTS.periodTabs.now,
  periodFuture: EVENTS.periodTabs.future,
  periodPast: EVENTS.periodTabs.past,
  noEvents: EMPTY.events,
  untitled: EMPTY.untitled,
  viewEvents: EVENTS.viewEvents,
  createEvent: EVENTS.createEvent,
  comingSoon: EVENTS.comingSoon,

  // The app's own labels
  eventsTitle: 'Events',
  workshops: 'Workshops',
  /** The events page's three views (spec: tabs Grid, Map, Calendar). */
  views: { label: 'Show events as', grid: 'Grid', map: 'Map', calendar: 'Calendar' },
  featuredEvents: 'Featured events',
  periodTabsLabel: 'Period',
  searchEvents: 'Search events',
  searchingFor: (keyword: string) => `Search: ${keyword}`,
  banner: {
    eyebrow: "Don't miss",
    cta: 'See event',
  },
  loading: 'Loading events…',
  close: 'Close',
} as const;
