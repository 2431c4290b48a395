/** What an empty list says, and the name of an item without one (spec texts). */
export const EMPTY = {
  events: 'No Events exist with these parameters',
  members: 'No members exist with these parameters',
  mapArea: 'No events in this area',
  untitled: 'Untitled',
} as const;
