import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSessionUser } from '@cypher/contracts/react';
import { useEvent } from '../features/event-detail/api/use-event';
import { CreateEventWizard } from '../features/create-event/components/create-event-wizard';
import { parseId } from '../shared/parse-id';
import { paths } from '../shared/paths';
import { LABELS } from '../shared/labels';

/** /create-event/:id — the wizard; a missing user or event (or one the caller cannot edit) goes to Events. */
export function CreateEventProcessingPage() {
  const navigate = useNavigate();
  const user = useSessionUser();
  const id = parseId(useParams().id);
  const { data: event, isLoading } = useEvent(id);
  const unusable = !user || id === null || (!isLoading && (!event || !event.permissions.canEdit));

  useEffect(() => {
    if (unusable) navigate(paths.events(), { replace: true });
  }, [unusable, navigate]);

  if (!event || unusable) {
    return (
      <div className="cy-page">
        <p aria-busy="true">{LABELS.loading}</p>
      </div>
    );
  }
  // Keyed by id so another event starts a fresh wizard.
  return <CreateEventWizard key={event.id} event={event} />;
}
