import type { MemberCard } from '@cypher/contracts';
import { LABELS } from '../../../shared/labels';

const STATS = ['eventsAttended', 'battlesEntered', 'battlesWon'] as const;

/**
 * The dancer's public stats; a stat kept private arrives as null and is left out. Each keeps its
 * column, so the cards' figures line up when one dancer hides one.
 */
export function MemberStats({ member }: { member: MemberCard }) {
  if (STATS.every((stat) => member[stat] === null)) return null;
  return (
    <dl className="cy-stats">
      {STATS.map((stat, column) =>
        member[stat] === null ? null : (
          <div key={stat} className="cy-stat" style={{ gridColumn: column + 1 }}>
            <dt>{LABELS.stats[stat]}</dt>
            <dd>{member[stat]}</dd>
          </div>
        ),
      )}
    </dl>
  );
}
