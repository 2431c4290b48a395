/** Every path this app links to, in one place (paths relative to the site root). */
export const paths = {
  events: () => '/events',
  eventsGrid: () => '/events/grid',
  eventsMap: () => '/events/map',
  eventsCalendar: () => '/events/calendar',
  event: (id: number) => `/event/${id}`,
  createEvent: () => '/create-event',
  createEventStep: (id: number) => `/create-event/${id}`,
  checkin: (id: number) => `/event/${id}/checkin`,
  battle: (id: number) => `/battle/${id}`,
  profile: (id: number) => `/profile/${id}`,
  signup: () => '/signup',
};
