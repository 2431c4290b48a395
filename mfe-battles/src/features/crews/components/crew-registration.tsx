import { lazy, Suspense, useState } from 'react';
import { routes } from '@cypher/contracts';
import { BATTLES } from '@cypher/contracts/texts';
import { ConfirmDialog, useSessionUser } from '@cypher/contracts/react';
import { CREW_LABELS } from '../../../shared/crew-labels';
import { useBattleCall, useBattleContext } from '../../../shared/battle-context';
import { ownCrew } from '../../../shared/viewer';
import { CrewJoinRequests } from './crew-join-requests';
import { CrewFormModal } from '../../../shared/crew-form-lazy';

const JoinCrewModal = lazy(() => import('./join-crew-modal'));

type Open = 'create' | 'join' | 'edit' | 'unregister' | null;

/**
 * The crew battle's part of the register card: 'Register new crew' and 'Join existing crew', or,
 * once the dancer is confirmed in a crew, that crew with Edit and Unregister — while the server
 * says the dancer may still leave (`canUnregister`: registration open; it refuses both after).
 */
export function CrewRegistration({ enabled }: { enabled: boolean }) {
  const { battle } = useBattleContext();
  const user = useSessionUser();
  const call = useBattleCall();
  const [open, setOpen] = useState<Open>(null);
  const mine = ownCrew(battle, user?.id ?? null);
  const close = () => setOpen(null);

  const unregister = async () => {
    if (!mine) return;
    close();
    await call(routes.crews.unregister, { params: { battleId: battle.id, crewId: mine.id } });
  };

  return (
    <>
      {mine ? (
        <>
          <p className="bt-register__state">
            {mine.inWaitlist ? CREW_LABELS.crewWaitlisted(mine.name) : CREW_LABELS.crewRegistered(mine.name)}
          </p>
          {battle.canUnregister ? (
            <div className="bt-register__buttons">
              <button type="button" className="cy-button" onClick={() => setOpen('edit')}>
                {CREW_LABELS.editCrew}
              </button>
              <button type="button" className="cy-button cy-button--ghost" onClick={() => setOpen('unregister')}>
                {CREW_LABELS.unregisterCrew}
              </button>
            </div>
          ) : null}
          <CrewJoinRequests crew={mine} />
        </>
      ) : (
        <div className="bt-register__buttons">
          <button type="button" className="cy-button cy-button--accent" disabled={!enabled} onClick={() => setOpen('create')}>
            {BATTLES.registerNewCrew}
          </button>
          <button type="button" className="cy-button" disabled={!enabled} onClick={() => setOpen('join')}>
            {BATTLES.joinExistingCrew}
          </button>
        </div>
      )}
      <Suspense fallback={null}>
        {open === 'create' ? <CrewFormModal onClose={close} /> : null}
        {open === 'edit' && mine ? <CrewFormModal crew={mine} onClose={close} /> : null}
        {open === 'join' ? <JoinCrewModal onClose={close} /> : null}
      </Suspense>
      {open === 'unregister' && mine ? (
        <ConfirmDialog
          text={CREW_LABELS.unregisterCrewConfirm(mine.name)}
          confirmLabel={BATTLES.confirmTitles.unregister}
          onConfirm={unregister}
          onCancel={close}
        />
      ) : null}
    </>
  );
}
