import { lazy, Suspense, useState } from 'react';
import { BATTLES } from '@cypher/contracts';
import { LABELS } from '../../../labels';
import { useBattleContext } from '../../battle/battle-context';
import { canEditEvent } from '../../battle/viewer';

const AdminRegistrationModal = lazy(() => import('./admin-registration-modal'));
const CrewFormModal = lazy(() => import('../../crews/components/crew-form-modal'));

/**
 * The event editors' buttons above the list: register dancers (1 vs 1) or a crew for others.
 * Nothing for anyone else.
 */
export function StaffTools() {
  const { battle } = useBattleContext();
  const [open, setOpen] = useState(false);
  if (!canEditEvent(battle)) return null;
  const solo = battle.crewSize === 1;
  return (
    <div className="bt-register__buttons">
      <button type="button" className="cy-button cy-button--small" onClick={() => setOpen(true)}>
        {solo ? LABELS.registerDancers : BATTLES.registerNewCrew}
      </button>
      {open ? (
        <Suspense fallback={null}>
          {solo ? <AdminRegistrationModal onClose={() => setOpen(false)} /> : <CrewFormModal onClose={() => setOpen(false)} />}
        </Suspense>
      ) : null}
    </div>
  );
}
