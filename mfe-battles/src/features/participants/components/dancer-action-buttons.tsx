import { BATTLE_PAGE_LABELS } from '../../../shared/battle-page-labels';
import type { DancerAction, DancerActions } from '../use-dancer-actions';

interface Props {
  dancer: { id: number; dancerName: string; confirmed: boolean; checkedIn: boolean };
  actions: DancerActions;
}

/** The staff buttons a dancer's state allows: check in or un-check and unregister; accept or decline an invitation. */
export function DancerActionButtons({ dancer, actions }: Props) {
  const button = (action: DancerAction, paused = false) => (
    <button
      type="button"
      className="cy-button cy-button--small"
      disabled={actions.busy || paused}
      onClick={() => actions.request(action, dancer)}
      aria-label={`${BATTLE_PAGE_LABELS.memberActionTitle[action]} ${dancer.dancerName}`}
    >
      {BATTLE_PAGE_LABELS.memberActionTitle[action]}
    </button>
  );
  return (
    <span className="bt-entry__actions">
      {dancer.confirmed ? (
        <>
          {dancer.checkedIn ? button('uncheck', actions.coolingDown) : button('checkIn', actions.coolingDown)}
          {button('unregister')}
        </>
      ) : (
        <>
          {button('accept')}
          {button('decline')}
        </>
      )}
    </span>
  );
}
