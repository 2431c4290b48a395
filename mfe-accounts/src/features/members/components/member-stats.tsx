import type { MemberCard } from '@cypher/contracts';
import { LABELS } from '../../../shared/labels';

const STATS = ['eventsAttended', 'battlesEntered', 'battlesWon'] as const;

/** The dancer's public stats; a stat kept private arrives as null and is left out. */
export function MemberStats({ member }: { member: MemberCard }) {
  const shown = STATS.filter((stat) => member[stat] !== null);
  if (shown.length === 0) return null;
  return (
    <dl className="cy-stats">
      {shown.map((stat) => (
        <div key={stat} className="cy-stat">
          <dt>{LABELS.stats[stat]}</dt>
          <dd>{member[stat]}</dd>
        </div>
      ))}
    </dl>
  );
}
