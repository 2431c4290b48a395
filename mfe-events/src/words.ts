import { BATTLES, EMPTY, EVENTS } from '@cypher/contracts';

/**
 * Every word the events app shows. Texts the spec quotes come from the contracts (one source
 * for every app); the rest are this app's own labels (headings, accessible names) the spec
 * leaves open.
 */
export const words = {
  // Quoted by the spec
  periodNow: EVENTS.periodTabs.now,
  periodFuture: EVENTS.periodTabs.future,
  periodPast: EVENTS.periodTabs.past,
  sortDate: EVENTS.sort.dateCreated,
  sortName: EVENTS.sort.alphabetical,
  noEvents: EMPTY.events,
  untitled: EMPTY.untitled,
  viewEvents: EVENTS.viewEvents,
  createEvent: EVENTS.createEvent,
  visitWebsite: EVENTS.visitWebsite,
  unlimited: BATTLES.unlimited,

  // The app's own labels
  eventsTitle: 'Events',
  featuredEvents: 'Featured events',
  periodTabsLabel: 'Period',
  searchEvents: 'Search events',
  sortBy: 'Sort by',
  sortAscending: 'Ascending, press for descending',
  sortDescending: 'Descending, press for ascending',
  showMore: 'Show more events',
  loading: 'Loading events…',
  backToEvents: 'All events',
  date: 'Date',
  time: 'Time',
  address: 'Address',
  price: 'Price',
  website: 'Website',
  battles: 'Battles',
  description: 'Description',
} as const;
