import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { usePlatform } from '@cypher/contracts/react';
import { useEvent } from '../features/event-detail/api/use-event';
import { EventSummary } from '../features/event-detail/components/event-summary';
import { paths } from '../paths';
import { words } from '../words';

function parseId(value: string | undefined): number | null {
  return value && /^[1-9]\d*$/.test(value) ? Number(value) : null;
}

/** /event/:id — a compact event page; a missing event is the host's 404. */
export function EventPage() {
  const platform = usePlatform();
  const { id: idParam } = useParams();
  const location = useLocation();
  const id = parseId(idParam);
  const { data: event, isLoading } = useEvent(id);
  const missing = id === null || (!isLoading && !event);

  useEffect(() => {
    if (missing) platform.notFound();
  }, [missing, platform]);

  // The grid passes its own address (with an organization filter, in a partner's widget).
  const from = (location.state as { from?: unknown } | null)?.from;
  const back = typeof from === 'string' && from.startsWith('/events') ? from : paths.events();

  return (
    <div className="cy-page">
      <Link to={back} className="ev-back">
        ← {words.backToEvents}
      </Link>
      {event ? <EventSummary event={event} /> : isLoading ? <p aria-busy="true">{words.loading}</p> : null}
    </div>
  );
}
