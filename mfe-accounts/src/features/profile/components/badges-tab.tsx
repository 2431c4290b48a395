import { BADGE_FADED_OPACITY } from '@cypher/contracts';
import { badgeStates } from '@cypher/contracts/rules';
import { PROFILE_LABELS } from '../../../shared/profile-labels';

export interface BadgesTabProps {
  eventsAttended: number | undefined;
}

/**
 * Badges at 1, 10, 40, 80 and 100 events attended (the contracts' badge rule): faded until
 * reached, the 100 badge with a crown. A private stat counts as not reached for visitors.
 * Only the medal's colour fades (spec: opacity 0.3): a whole faded badge left its number and label
 * unreadable (2.5:1), so a locked one says so in words, in grey, at full contrast.
 */
export function BadgesTab({ eventsAttended }: BadgesTabProps) {
  return (
    <ul className="ac-badges">
      {badgeStates(eventsAttended).map((badge) => (
        <li
          key={badge.threshold}
          className={`ac-badge ${badge.reached ? 'ac-badge--reached' : 'ac-badge--locked'}`}
          data-testid={`badge-${badge.threshold}`}
        >
          <span className="ac-badge__medal" aria-hidden="true">
            <span className="ac-badge__fill" style={badge.reached ? undefined : { opacity: BADGE_FADED_OPACITY }} />
            {badge.crown ? <span className="ac-badge__crown">👑</span> : null}
            {badge.threshold}
          </span>
          <span className="ac-badge__label">
            {PROFILE_LABELS.badge(badge.threshold)}
            <span className="cy-visually-hidden">
              {badge.crown ? ` (${PROFILE_LABELS.crown})` : ''},{' '}
              {badge.reached ? PROFILE_LABELS.badgeReached : PROFILE_LABELS.badgeLocked}
            </span>
          </span>
          {badge.reached ? null : (
            <span className="ac-badge__state" aria-hidden="true">
              {PROFILE_LABELS.badgeLockedMark}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
