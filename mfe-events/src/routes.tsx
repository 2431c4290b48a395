import { Route, Routes } from 'react-router-dom';
import type { FeatureAppProps } from '@cypher/contracts';
import { FeatureAppRoot, ReportNotFound } from '@cypher/contracts/react';
import styles from './styles.css';
import { EventPage } from './pages/event-page';
import { EventsGridPage } from './pages/events-grid-page';
import { CheckinPage } from './pages/checkin-page';
import { CreateEventPage } from './pages/create-event-page';
import { CreateEventProcessingPage } from './pages/create-event-processing-page';

/**
 * The events area's pages, with paths from the site root: the shell renders this under its
 * root splat route, the parcel under its own memory router.
 */
export default function EventsRoutes({ platform }: FeatureAppProps) {
  return (
    <FeatureAppRoot platform={platform} css={styles}>
      <Routes>
        <Route path="events" element={<EventsGridPage />} />
        <Route path="events/grid" element={<EventsGridPage />} />
        <Route path="event/:id" element={<EventPage />} />
        <Route path="event/:id/checkin" element={<CheckinPage />} />
        <Route path="create-event" element={<CreateEventPage />} />
        <Route path="create-event/:id" element={<CreateEventProcessingPage />} />
        <Route path="*" element={<ReportNotFound />} />
      </Routes>
    </FeatureAppRoot>
  );
}
