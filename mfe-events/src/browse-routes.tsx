import { Route } from 'react-router-dom';
import { SITE_PAGES } from '@cypher/contracts';
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
    <Route path={SITE_PAGES.events.pattern} element={<EventsGridPage />} />
    <Route path={SITE_PAGES.eventsGrid.pattern} element={<EventsGridPage />} />
    <Route path={SITE_PAGES.eventsCalendar.pattern} element={<EventsCalendarPage />} />
    <Route path={SITE_PAGES.event.pattern} element={<EventPage />} />
  </>
);
