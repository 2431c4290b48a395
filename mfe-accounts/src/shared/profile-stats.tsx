import type { UserProfile } from '@cypher/contracts';
import { PROFILE_LABELS } from './profile-labels';

export const PROFILE_STATS = ['eventsAttended', 'battlesEntered', 'battlesWon', 'eventsDj', 'battlesJudged'] as const;

/**
 * The dancer's stats. The API leaves out a stat its owner keeps private (the owner still gets it),
 * so what arrives is what may be shown; nothing at all renders no list.
 */
export function ProfileStats({ profile }: { profile: UserProfile }) {
  const shown = PROFILE_STATS.filter((stat) => typeof profile[stat] === 'number');
  if (shown.length === 0) return null;
  return (
    <dl className="ac-profile-stats">
      {shown.map((stat) => (
        <div key={stat} className="ac-profile-stats__item">
          <dt>{PROFILE_LABELS.stats[stat]}</dt>
          <dd>{profile[stat]}</dd>
        </div>
      ))}
    </dl>
  );
}
