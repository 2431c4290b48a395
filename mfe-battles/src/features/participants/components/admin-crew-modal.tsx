import { Suspense, useState } from 'react';
import type { Crew } from '@cypher/contracts';
import { CREW_LABELS } from '../../../shared/crew-labels';
import { LABELS } from '../../../shared/labels';
import { Modal } from '../../../shared/modal';
import { useBattleContext } from '../../../shared/battle-context';
import { canEditEvent } from '../../../shared/viewer';
import { useDancerActions } from '../use-dancer-actions';
import { AdminMemberRow } from './admin-member-row';
import { CrewFormModal } from '../../../shared/crew-form-lazy';

/**
 * Event staff's view of a crew: unregister the crew; per dancer accept, decline, unregister, check
 * in, un-check (each confirmed first; check-in and un-check at most once per 5 s) and sign the
 * organization's documents for them. Event editors also edit the crew. Once the line-up is settled
 * (bracket drawn, results recorded) nobody joins or leaves: only check-in, documents and edits remain.
 */
export default function AdminCrewModal({ crew, onClose }: { crew: Crew; onClose: () => void }) {
  const { battle } = useBattleContext();
  const actions = useDancerActions(crew.id, onClose);
  const [editing, setEditing] = useState(false);

  if (editing) {
    return (
      <Suspense fallback={null}>
        <CrewFormModal crew={crew} onClose={() => setEditing(false)} />
      </Suspense>
    );
  }
  return (
    <Modal
      title={crew.name}
      onClose={onClose}
      actions={
        <>
          {canEditEvent(battle) ? (
            <button type="button" className="cy-button" onClick={() => setEditing(true)}>
              {CREW_LABELS.editCrew}
            </button>
          ) : null}
          {actions.lineUpOpen ? (
            <button
              type="button"
              className="cy-button cy-button--danger"
              disabled={actions.busy}
              onClick={() => actions.requestCrewUnregister(crew.name)}
            >
              {CREW_LABELS.unregisterCrew}
            </button>
          ) : null}
        </>
      }
    >
      {crew.randId !== null ? <p className="bt-entry__number">{LABELS.number(crew.randId)}</p> : null}
      {crew.inWaitlist ? <p className="cy-muted">{CREW_LABELS.crewOnWaitlist}</p> : null}
      <ul className="bt-entries">
        {crew.participants.map((member) => (
          <AdminMemberRow key={member.id} member={member} actions={actions} />
        ))}
      </ul>
      {actions.dialog}
    </Modal>
  );
}
