import type { CrewMember } from '@cypher/contracts';
import { useBattleContext } from '../../../shared/battle-context';
import { STAFF_LABELS } from '../staff-labels';
import type { DancerAction, DancerActions } from '../use-dancer-actions';
import { mustSign } from './dancer-signatures';

interface Props {
  dancer: Pick<CrewMember, 'id' | 'dancerName' | 'confirmed' | 'checkedIn' | 'agreementSignedAt' | 'waiverSignedAt'>;
  actions: DancerActions;
}

/**
 * The staff buttons a dancer's state allows: check in or un-check and unregister; accept or decline
 * an invitation (Accept once the dancer has signed the battle's documents: sign for them beside it).
 * Once the line-up is settled only check-in and un-check remain.
 */
export function DancerActionButtons({ dancer, actions }: Props) {
  const { battle } = useBattleContext();
  const button = (action: DancerAction, held = false) => (
    <button
      type="button"
      className="cy-button cy-button--small"
      disabled={actions.busy || held}
      onClick={() => actions.request(action, dancer)}
      aria-label={`${STAFF_LABELS.memberActionTitle[action]} ${dancer.dancerName}`}
    >
      {STAFF_LABELS.memberActionTitle[action]}
    </button>
  );
  return (
    <span className="bt-entry__actions">
      {dancer.confirmed ? (
        <>
          {dancer.checkedIn ? button('uncheck', actions.coolingDown) : button('checkIn', actions.coolingDown)}
          {actions.lineUpOpen ? button('unregister') : null}
        </>
      ) : actions.lineUpOpen ? (
        <>
          {button('accept', mustSign(battle, dancer))}
          {button('decline')}
        </>
      ) : null}
    </span>
  );
}
