import type { ReactNode } from 'react';
import type { BattleWinner } from '@cypher/contracts';
import { BATTLES } from '@cypher/contracts/texts';
import { BATTLE_PAGE_LABELS } from '../../../shared/battle-page-labels';
import { DancerAvatar } from '../../../shared/dancer-avatar';

/** The results, best place first: '1st Place', '2nd Place', 'Top 4'…, each crew or dancer with its dancers. */
export function WinnersPanel({ winners, action }: { winners: BattleWinner[]; action?: ReactNode }) {
  if (winners.length === 0) return null;
  const byPlace = [...winners].sort((a, b) => a.place - b.place);
  return (
    <section className="cy-card bt-panel" aria-labelledby="bt-winners-title">
      <div className="bt-panel__head">
        <h2 id="bt-winners-title" className="cy-heading">
          {BATTLE_PAGE_LABELS.winners}
        </h2>
        {action}
      </div>
      <ol className="bt-winners">
        {byPlace.map((winner) => (
          <li key={`${winner.place}-${winner.id}`} className="bt-winners__item">
            <span className="bt-winners__place">{BATTLES.placeLabels[winner.place] ?? winner.place}</span>
            <span className="bt-entry__name">{winner.name}</span>
            <span className="bt-entry__avatars">
              {winner.participants.map((dancer) => (
                <DancerAvatar key={dancer.id} id={dancer.id} dancerName={dancer.dancerName} avatar={dancer.avatar} />
              ))}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
