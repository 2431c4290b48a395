import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { routes } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';
import { paths } from '../shared/paths';
import { WIZARD_LABELS } from '../features/create-event/labels';

/**
 * /create-event — creates an empty event and opens its wizard. The wizard's address replaces this
 * one in the history, so Back from the wizard never lands here to create a second event.
 */
export function CreateEventPage() {
  const { api } = usePlatform();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void api.call(routes.events.create).then((created) => {
      navigate(created ? paths.createEventStep(created.id) : paths.events(), { replace: true });
    });
  }, [api, navigate]);

  return (
    <div className="cy-page">
      <p aria-busy="true">{WIZARD_LABELS.creating}</p>
    </div>
  );
}
