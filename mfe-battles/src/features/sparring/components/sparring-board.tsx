import type { Sparring, SparringColour } from '@cypher/contracts';
import { BRACKETS } from '@cypher/contracts/texts';
import { LABELS } from '../../../shared/labels';
import { JUDGING_LABELS } from '../../../shared/judging-labels';

/** Red and blue with their total points (none when hidden); the winner marked once the sparring is finished. */
export function SparringBoard({ sparring, ownId }: { sparring: Sparring; ownId: number | null }) {
  return (
    <div className="bt-board">
      {(['red', 'blue'] as SparringColour[]).map((colour) => {
        const side = sparring[colour];
        const won = side !== null && sparring.winnerId === side.id;
        const own = side !== null && side.id === ownId;
        return (
          <div
            key={colour}
            className={`cy-card bt-board__side bt-corner--${colour}${won ? ' bt-board__side--won' : ''}${own ? ' bt-side--own' : ''}`}
          >
            <span className="bt-board__colour">{JUDGING_LABELS.bracket[colour]}</span>
            <strong className="bt-board__name">
              {side?.name ?? BRACKETS.emptyName}
              {own ? <span className="bt-side__you"> {LABELS.you}</span> : null}
            </strong>
            {side && side.totalPoints !== null ? (
              <span className="bt-board__total">
                {JUDGING_LABELS.sparring.total}: {side.totalPoints}
              </span>
            ) : null}
            {won ? <span className="bt-board__winner">{JUDGING_LABELS.bracket.winner}</span> : null}
          </div>
        );
      })}
    </div>
  );
}
