import { lazy, Suspense, useState } from 'react';
import { BATTLES, CHECKIN_THROTTLE_MS, routes, type Crew, type CrewMember } from '@cypher/contracts';
import { ConfirmDialog } from '@cypher/contracts/react';
import { LABELS } from '../../../labels';
import { Modal } from '../../../shared/modal';
import { useBattleCall, useBattleContext } from '../../battle/battle-context';
import { canEditEvent } from '../../battle/viewer';
import { useCooldown } from '../use-cooldown';
import { AdminMemberRow, type MemberAction } from './admin-member-row';

const CrewFormModal = lazy(() => import('../../crews/components/crew-form-modal'));

type Pending = { action: MemberAction; member: CrewMember } | { action: 'unregisterCrew' } | null;

/**
 * Event staff's view of a crew: unregister the crew; per dancer accept, decline, unregister, check
 * in, un-check (each confirmed first; check-in and un-check at most once per 5 s) and sign the
 * organization's documents for them. Event editors also edit the crew.
 */
export default function AdminCrewModal({ crew, onClose }: { crew: Crew; onClose: () => void }) {
  const { battle } = useBattleContext();
  const call = useBattleCall();
  const [pending, setPending] = useState<Pending>(null);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [coolingDown, startCooldown] = useCooldown(CHECKIN_THROTTLE_MS);
  const crewParams = { battleId: battle.id, crewId: crew.id };

  const run = async (action: () => Promise<unknown>) => {
    setPending(null);
    setBusy(true);
    await action();
    setBusy(false);
  };
  const confirm = () => {
    if (!pending) return;
    if (pending.action === 'unregisterCrew') {
      void run(async () => {
        if ((await call(routes.admin.unregisterCrew, { params: crewParams })) !== null) onClose();
      });
      return;
    }
    const userId = pending.member.id;
    const act: Record<MemberAction, () => Promise<unknown>> = {
      accept: () => call(routes.admin.acceptCrewMember, { params: { ...crewParams, userId } }),
      decline: () => call(routes.admin.declineCrewMember, { params: { ...crewParams, userId } }),
      unregister: () => call(routes.admin.unregisterDancer, { params: { id: battle.id }, body: { userId, crewId: crew.id } }),
      checkIn: () => call(routes.events.checkInUser, { params: { id: battle.eventId, userId } }),
      uncheck: () => call(routes.admin.uncheck, { params: { eventId: battle.eventId, userId } }),
    };
    if (pending.action === 'checkIn' || pending.action === 'uncheck') startCooldown();
    void run(act[pending.action]);
  };

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
              {LABELS.editCrew}
            </button>
          ) : null}
          <button
            type="button"
            className="cy-button cy-button--danger"
            disabled={busy}
            onClick={() => setPending({ action: 'unregisterCrew' })}
          >
            {LABELS.unregisterCrew}
          </button>
        </>
      }
    >
      {crew.randId !== null ? <p className="bt-entry__number">{LABELS.number(crew.randId)}</p> : null}
      {crew.inWaitlist ? <p className="cy-muted">{LABELS.crewOnWaitlist}</p> : null}
      <ul className="bt-entries">
        {crew.participants.map((member) => (
          <AdminMemberRow
            key={member.id}
            member={member}
            busy={busy}
            checkInPaused={coolingDown}
            onAction={(action) => setPending({ action, member })}
          />
        ))}
      </ul>
      {pending ? (
        <ConfirmDialog
          text={
            pending.action === 'unregisterCrew'
              ? LABELS.unregisterCrewConfirm(crew.name)
              : LABELS.confirmMember[pending.action](pending.member.dancerName)
          }
          confirmLabel={
            pending.action === 'unregisterCrew' ? BATTLES.confirmTitles.unregister : LABELS.memberActionTitle[pending.action]
          }
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </Modal>
  );
}
