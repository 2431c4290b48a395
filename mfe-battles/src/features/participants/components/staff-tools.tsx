import { lazy, Suspense, useState } from 'react';
import { BATTLES } from '@cypher/contracts/texts';
import { STAFF_LABELS } from '../staff-labels';
import { useBattleContext } from '../../../shared/battle-context';
import { canEditEvent } from '../../../shared/viewer';
import { CsvDownload } from './csv-download';
import { CrewFormModal } from '../../../shared/crew-form-lazy';

const AdminRegistrationModal = lazy(() => import('./admin-registration-modal'));

/**
 * The buttons above the list: the participants' CSV (with `canDownload`) and, for event editors,
 * register dancers (1 vs 1) or a crew for others.
 */
export function StaffTools() {
  const { battle } = useBattleContext();
  const [open, setOpen] = useState(false);
  const editor = canEditEvent(battle);
  if (!editor && !battle.canDownload) return null;
  const solo = battle.crewSize === 1;
  return (
    <div className="bt-register__buttons">
      <CsvDownload />
      {editor ? (
        <button type="button" className="cy-button cy-button--small" onClick={() => setOpen(true)}>
          {solo ? STAFF_LABELS.registerDancers : BATTLES.registerNewCrew}
        </button>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          {solo ? <AdminRegistrationModal onClose={() => setOpen(false)} /> : <CrewFormModal onClose={() => setOpen(false)} />}
        </Suspense>
      ) : null}
    </div>
  );
}
