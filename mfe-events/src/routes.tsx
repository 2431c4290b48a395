import { Route, Routes } from 'react-router-dom';
import { SITE_PAGES, type FeatureAppProps } from '@cypher/contracts';
import { FeatureAppRoot, lazyPage, ReportNotFound } from '@cypher/contracts/react';
import { browseRoutes } from './browse-routes';
import './styles.css';

// Each page is its own chunk, fetched when first shown (lazyPage).
const EventsMapPage = lazyPage(() => import('./pages/events-map-page'), 'EventsMapPage');
const CheckinPage = lazyPage(() => import('./pages/checkin-page'), 'CheckinPage');
const CreateEventPage = lazyPage(() => import('./pages/create-event-page'), 'CreateEventPage');
const CreateEventProcessingPage = lazyPage(() => import('./pages/create-event-processing-page'), 'CreateEventProcessingPage');

/**
 * The events area's pages, with paths from the site root: the shell renders this under its
 * root splat route, the parcel under its own memory router.
 */
export default function EventsRoutes({ platform }: FeatureAppProps) {
  return (
    <FeatureAppRoot platform={platform}>
      <Routes>
        {browseRoutes}
        <Route path={SITE_PAGES.eventsMap.pattern} element={<EventsMapPage />} />
        <Route path={SITE_PAGES.checkin.pattern} element={<CheckinPage />} />
        <Route path={SITE_PAGES.createEvent.pattern} element={<CreateEventPage />} />
        <Route path={SITE_PAGES.createEventStep.pattern} element={<CreateEventProcessingPage />} />
        <Route path="*" element={<ReportNotFound />} />
      </Routes>
    </FeatureAppRoot>
  );
}
