import { STAFF_LABELS } from '../staff-labels';
import type { DancerAction, DancerActions } from '../use-dancer-actions';

interface Props {
  dancer: { id: number; dancerName: string; confirmed: boolean; checkedIn: boolean };
  actions: DancerActions;
}

/**
 * The staff buttons a dancer's state allows: check in or un-check and unregister; accept or decline
 * an invitation. Once the line-up is settled only check-in and un-check remain.
 */
export function DancerActionButtons({ dancer, actions }: Props) {
  const button = (action: DancerAction, paused = false) => (
    <button
      type="button"
      className="cy-button cy-button--small"
      disabled={actions.busy || paused}
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
          {button('accept')}
          {button('decline')}
        </>
      ) : null}
    </span>
  );
}
