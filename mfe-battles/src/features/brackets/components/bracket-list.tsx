import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Brackets } from '@cypher/contracts';
import { BRACKETS } from '@cypher/contracts/texts';
import { LABELS } from '../../../shared/labels';
import { JUDGING_LABELS } from '../../../shared/judging-labels';
import { paths } from '../../../shared/paths';
import { isFull, placedSparrings, winnerSide, type PlacedSparring } from '../bracket-rules';

function SparringItem({ placed, n, ownId }: { placed: PlacedSparring; n: number; ownId: number | null }) {
  const { sparring } = placed;
  const red = sparring.red?.name ?? BRACKETS.emptyName;
  const blue = sparring.blue?.name ?? BRACKETS.emptyName;
  const winner = winnerSide(sparring);
  const own = ownId !== null && (sparring.red?.id === ownId || sparring.blue?.id === ownId);
  const text = JUDGING_LABELS.sparring.title(red, blue);
  return (
    <li className={`bt-bracket-list__item${own ? ' bt-bracket-list__item--own' : ''}`}>
      <span className="cy-visually-hidden">{JUDGING_LABELS.bracket.sparringOf(placed.level, n)}: </span>
      {isFull(sparring) ? (
        <Link className="cy-link" to={paths.sparring(sparring.sparringId)}>
          {text}
        </Link>
      ) : (
        <span>{text}</span>
      )}
      {own ? <span className="bt-side__you"> {LABELS.you}</span> : null}
      {winner ? <span className="bt-bracket-list__winner"> — {JUDGING_LABELS.bracket.wonBy(winner.name)}</span> : null}
    </li>
  );
}

/**
 * The bracket as a list (beyond the spec, for phones and screen readers): one heading per level,
 * its sparrings as a list with the winner in words. Clicking a full sparring opens it.
 */
export function BracketList({ brackets, ownId }: { brackets: Brackets; ownId: number | null }) {
  const placed = placedSparrings(brackets);
  const levels = [...new Set(placed.map((p) => p.roundIndex))];
  const idBase = useId();
  return (
    <div className="bt-bracket-list">
      {levels.map((roundIndex) => {
        const inLevel = placed.filter((p) => p.roundIndex === roundIndex);
        return (
          <section key={roundIndex} className="bt-bracket-list__level" aria-labelledby={`${idBase}-${roundIndex}`}>
            <h2 id={`${idBase}-${roundIndex}`} className="bt-bracket-list__title">
              {inLevel[0]?.level}
            </h2>
            <ul className="cy-list bt-bracket-list__sparrings">
              {inLevel.map((p, index) => (
                <SparringItem key={p.sparring.sparringId} placed={p} n={index + 1} ownId={ownId} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
