import { Route } from 'react-router-dom';
import { lazyPage } from '@cypher/contracts/react';

// Each page is its own chunk, fetched when first shown (lazyPage).
const EventPage = lazyPage(() => import('./pages/event-page'), 'EventPage');
const EventsGridPage = lazyPage(() => import('./pages/events-grid-page'), 'EventsGridPage');
const EventsCalendarPage = lazyPage(() => import('./pages/events-calendar-page'), 'EventsCalendarPage');

/**
 * The pages a visitor browses: the grid, the calendar and an event. The site's routes and the
 * partner embed's both hold them; the embed holds nothing else (no map, wizard or check-in), so
 * its one script stays small.
 */
export const browseRoutes = (
  <>
    <Route path="events" element={<EventsGridPage />} />
    <Route path="events/grid" element={<EventsGridPage />} />
    <Route path="events/calendar" element={<EventsCalendarPage />} />
    <Route path="event/:id" element={<EventPage />} />
  </>
);
