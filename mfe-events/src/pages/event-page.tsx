import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { usePlatform } from '@cypher/contracts/react';
import { useEvent } from '../features/event-detail/api/use-event';
import { EventSummary } from '../features/event-detail/components/event-summary';
import { paths } from '../shared/paths';
import { parseId } from '../shared/parse-id';
import { LABELS } from '../shared/labels';
import { EVENT_LABELS } from '../features/event-detail/labels';

// Shown only right after publishing an event: fetched then, not with every event page.
const EventInfoModal = lazy(() =>
  import('../features/event-detail/components/event-info-modal').then((module) => ({ default: module.EventInfoModal })),
);

/** /event/:id — a compact event page; a missing event is the host's 404. */
export function EventPage() {
  const platform = usePlatform();
  const { id: idParam } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = parseId(idParam);
  const { data: event, isLoading } = useEvent(id);
  const missing = id === null || (!isLoading && !event);

  useEffect(() => {
    if (missing) platform.notFound();
  }, [missing, platform]);

  // Arriving from the wizard's Publish: the info modal, once (the state is dropped on close).
  const [infoModal, setInfoModal] = useState(() =>
    Boolean((location.state as { showInfoModal?: unknown } | null)?.showInfoModal),
  );

  // The grid passes its own address (with an organization filter, in a partner's widget).
  const from = (location.state as { from?: unknown } | null)?.from;
  const back = typeof from === 'string' && from.startsWith('/events') ? from : paths.events();

  return (
    <div className="cy-page">
      <Link to={back} className="ev-back">
        ← {EVENT_LABELS.backToEvents}
      </Link>
      {event ? <EventSummary event={event} /> : isLoading ? <p aria-busy="true">{LABELS.loading}</p> : null}
      {infoModal && event ? (
        <Suspense fallback={null}>
          <EventInfoModal
            onClose={() => {
              setInfoModal(false);
              navigate(location.pathname, { replace: true, state: null });
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
