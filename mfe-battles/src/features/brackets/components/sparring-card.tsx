import { Link } from 'react-router-dom';
import type { BracketSide, BracketSparring } from '@cypher/contracts';
import { BRACKETS } from '@cypher/contracts/texts';
import { LABELS } from '../../../shared/labels';
import { JUDGING_LABELS } from '../../../shared/judging-labels';
import { paths } from '../../../shared/paths';
import { isFull, isOpen } from '../bracket-rules';

function Side({
  side,
  colour,
  sparring,
  ownId,
}: {
  side: BracketSide | null;
  colour: 'red' | 'blue';
  sparring: BracketSparring;
  ownId: number | null;
}) {
  const won = side !== null && !isOpen(sparring) && sparring.winner === side.id;
  const lost = side !== null && !isOpen(sparring) && !won;
  const own = side !== null && side.id === ownId;
  const classes = ['bt-side', `bt-corner--${colour}`, won && 'bt-side--won', lost && 'bt-side--lost', own && 'bt-side--own'];
  return (
    <span className={classes.filter(Boolean).join(' ')}>
      {side?.randId ? (
        <span className="bt-side__number">
          <span aria-hidden="true">{LABELS.number(side.randId)}</span>
          <span className="cy-visually-hidden">{LABELS.numberLabel(side.randId)}</span>
        </span>
      ) : null}
      <span className="bt-side__name">{side?.name ?? BRACKETS.emptyName}</span>
      {own ? <span className="bt-side__you">{LABELS.you}</span> : null}
      {won ? (
        <span className="bt-side__mark">
          <span aria-hidden="true">✓</span>
          <span className="cy-visually-hidden">{JUDGING_LABELS.bracket.winner}</span>
        </span>
      ) : null}
      {lost ? <span className="cy-visually-hidden">{JUDGING_LABELS.bracket.lost}</span> : null}
    </span>
  );
}

/**
 * One sparring of the tree: red over blue, the winner marked and the loser dimmed, the caller's
 * own entry outlined. A sparring with both sides set is a link to its page.
 */
export function SparringCard({ sparring, ownId }: { sparring: BracketSparring; ownId: number | null }) {
  const sides = (
    <>
      <Side side={sparring.red} colour="red" sparring={sparring} ownId={ownId} />
      <Side side={sparring.blue} colour="blue" sparring={sparring} ownId={ownId} />
    </>
  );
  if (!isFull(sparring)) return <div className="bt-sparring">{sides}</div>;
  return (
    <Link className="bt-sparring bt-sparring--link" to={paths.sparring(sparring.sparringId)}>
      {sides}
    </Link>
  );
}
