import { useState } from 'react';
import { CHECKIN_THROTTLE_MS, routes } from '@cypher/contracts';
import { BATTLES } from '@cypher/contracts/texts';
import { ConfirmDialog } from '@cypher/contracts/react';
import { CREW_LABELS } from '../../shared/crew-labels';
import { STAFF_LABELS } from './staff-labels';
import { useBattleCall, useBattleContext } from '../../shared/battle-context';
import { lineUpOpen } from '../../shared/line-up';
import { useCooldown } from './use-cooldown';

export type DancerAction = 'accept' | 'decline' | 'unregister' | 'checkIn' | 'uncheck';
type Pending =
  { action: DancerAction; dancer: { id: number; dancerName: string } } | { action: 'unregisterCrew'; crewName: string };

/**
 * Staff actions on dancers (and on a whole crew), each confirmed first: accept, decline,
 * unregister, check in, un-check; check-in and un-check at most once per 5 s. `crewId` names the
 * crew the dancers belong to (absent in 1 vs 1). Render `dialog` where the confirmation belongs.
 */
export function useDancerActions(crewId: number | null, onCrewUnregistered?: () => void) {
  const { battle } = useBattleContext();
  const call = useBattleCall();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [coolingDown, startCooldown] = useCooldown(CHECKIN_THROTTLE_MS);

  /** Runs the action; answers what to do once it is over (close the crew's modal). */
  const perform = async (target: Pending): Promise<(() => void) | undefined> => {
    if (target.action === 'unregisterCrew') {
      if (crewId === null) return;
      const answer = await call(routes.admin.unregisterCrew, { params: { battleId: battle.id, crewId } });
      return answer !== null ? onCrewUnregistered : undefined;
    }
    const userId = target.dancer.id;
    const crewUser = { battleId: battle.id, crewId: crewId ?? 0, userId };
    if (target.action === 'accept') await call(routes.admin.acceptCrewMember, { params: crewUser });
    else if (target.action === 'decline') await call(routes.admin.declineCrewMember, { params: crewUser });
    else if (target.action === 'unregister')
      await call(routes.admin.unregisterDancer, { params: { id: battle.id }, body: { userId, crewId } });
    else if (target.action === 'checkIn') await call(routes.events.checkInUser, { params: { id: battle.eventId, userId } });
    else await call(routes.admin.uncheck, { params: { eventId: battle.eventId, userId } });
    return undefined;
  };
  const confirm = async () => {
    if (!pending) return;
    setPending(null);
    if (pending.action === 'checkIn' || pending.action === 'uncheck') startCooldown();
    setBusy(true);
    const then = await perform(pending);
    setBusy(false);
    then?.();
  };

  const dialog = pending ? (
    <ConfirmDialog
      text={
        pending.action === 'unregisterCrew'
          ? CREW_LABELS.unregisterCrewConfirm(pending.crewName)
          : STAFF_LABELS.confirmMember[pending.action](pending.dancer.dancerName)
      }
      confirmLabel={
        pending.action === 'unregisterCrew' ? BATTLES.confirmTitles.unregister : STAFF_LABELS.memberActionTitle[pending.action]
      }
      onConfirm={confirm}
      onCancel={() => setPending(null)}
    />
  ) : null;

  return {
    busy,
    coolingDown,
    dialog,
    /** Accept, decline and unregister are still offered (not once the bracket is drawn or results are recorded). */
    lineUpOpen: lineUpOpen(battle),
    request: (action: DancerAction, dancer: { id: number; dancerName: string }) => setPending({ action, dancer }),
    requestCrewUnregister: (crewName: string) => setPending({ action: 'unregisterCrew', crewName }),
  };
}

export type DancerActions = ReturnType<typeof useDancerActions>;
