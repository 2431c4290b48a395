import type { ReactNode } from 'react';
import { useState } from 'react';
import { routes } from '@cypher/contracts';
import { usePlatform, useSessionUser } from '@cypher/contracts/react';
import { BATTLE_PAGE_LABELS } from '../../../shared/battle-page-labels';
import { paths } from '../../../shared/paths';
import { useBattleCall, useBattleContext } from '../../../shared/battle-context';
import { OwnSignatures } from '../../../shared/own-signatures-part';
import { asksOwnSignatures, ownSignaturesMissing } from '../../../shared/battle-page-viewer';

interface Props {
  /** The crew battle's buttons ('Register new crew', 'Join existing crew'); absent for 1 vs 1. */
  crewActions?: (enabled: boolean) => ReactNode;
}

/**
 * The register card. Whether there is a button, whether it can be pressed and why not all come
 * from the server (`permissions.registerButton*`); a visitor's press goes to Login first.
 */
export function RegisterCard({ crewActions }: Props) {
  const { battle } = useBattleContext();
  const platform = usePlatform();
  const user = useSessionUser();
  const call = useBattleCall();
  const [busy, setBusy] = useState(false);
  const p = battle.permissions;
  const solo = battle.crewSize === 1;
  if (!p.registerButtonVisible && !p.registered) return null;

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    await action();
    setBusy(false);
  };
  const login = () => platform.requireLogin(paths.battle(battle.id));
  const params = { params: { id: battle.id } };
  const unsigned = user !== null && ownSignaturesMissing(battle);
  // Documents matter only to someone who may register: not to staff or judges the server refuses.
  const signing = asksOwnSignatures(battle, user !== null);
  // A visitor always may press: it leads to Login, and the server's answer for them says no more.
  const enabled = user === null || (p.registerButtonEnabled && !unsigned && !busy);

  let body: ReactNode;
  if (p.registered && solo) {
    body = (
      <>
        <p className="bt-register__state">{p.waitlisted ? BATTLE_PAGE_LABELS.onWaitlist : BATTLE_PAGE_LABELS.youAreRegistered}</p>
        {battle.canUnregister ? (
          <button
            type="button"
            className="cy-button"
            disabled={busy}
            onClick={() => run(() => call(routes.battles.unregister, params))}
          >
            {BATTLE_PAGE_LABELS.unregister}
          </button>
        ) : null}
      </>
    );
  } else if (p.registered && user !== null) {
    // A crew dancer: their crew (confirmed) or, while only invited, the buttons again.
    body = crewActions?.(enabled);
  } else {
    body = (
      <>
        {signing ? <OwnSignatures /> : null}
        {solo ? (
          <button
            type="button"
            className="cy-button cy-button--accent"
            disabled={!enabled}
            onClick={() => (user === null ? login() : run(() => call(routes.battles.register, params)))}
          >
            {BATTLE_PAGE_LABELS.register}
          </button>
        ) : user === null ? (
          <button type="button" className="cy-button cy-button--accent" onClick={login}>
            {BATTLE_PAGE_LABELS.register}
          </button>
        ) : (
          crewActions?.(enabled)
        )}
        {user !== null && p.registerButtonDisableReason ? (
          <p className="bt-register__reason">{p.registerButtonDisableReason}</p>
        ) : null}
      </>
    );
  }

  return (
    <section className="cy-card bt-panel bt-register" aria-labelledby="bt-register-title">
      <h2 id="bt-register-title" className="cy-heading">
        {BATTLE_PAGE_LABELS.registration}
      </h2>
      {body}
    </section>
  );
}
