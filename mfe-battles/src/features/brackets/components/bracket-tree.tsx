import type { BracketSparring, Brackets } from '@cypher/contracts';
import { BRACKETS } from '@cypher/contracts/texts';
import { JUDGING_LABELS } from '../../../shared/judging-labels';
import { SparringCard } from './sparring-card';

function Half({
  title,
  rounds,
  levels,
  ownId,
  mirrored,
}: {
  title: string;
  rounds: BracketSparring[][];
  levels: Brackets['levels'];
  ownId: number | null;
  mirrored: boolean;
}) {
  return (
    <section className={`bt-tree__half${mirrored ? ' bt-tree__half--right' : ''}`} aria-label={title}>
      <h2 className="bt-tree__title">{title}</h2>
      <div className="bt-tree__rounds">
        {rounds.map((round, roundIndex) => (
          <ol key={roundIndex} className="bt-tree__round" aria-label={levels[roundIndex]?.name}>
            {round.map((sparring) => (
              <li key={sparring.sparringId}>
                <SparringCard sparring={sparring} ownId={ownId} />
              </li>
            ))}
          </ol>
        ))}
      </div>
    </section>
  );
}

/**
 * The bracket drawn as a tree: the left half flows right, the right half (mirrored) flows left,
 * both into the final in the middle. The final shows a VS placeholder until a side is set.
 */
export function BracketTree({ brackets, ownId }: { brackets: Brackets; ownId: number | null }) {
  const { final } = brackets;
  // Wider than a phone: a named region that takes the focus, so arrow keys scroll it too, after a
  // line saying the final and the right bracket lie sideways (shown only while the tree scrolls).
  return (
    <>
      <p className="bt-tree__hint">{JUDGING_LABELS.bracket.treeScrolls}</p>
      <div className="bt-tree" role="region" tabIndex={0} aria-label={JUDGING_LABELS.bracket.treeRegion}>
        {brackets.left.length ? (
          <Half title={BRACKETS.left} rounds={brackets.left} levels={brackets.levels} ownId={ownId} mirrored={false} />
        ) : null}
        <section className="bt-tree__final" aria-label={BRACKETS.final}>
          <h2 className="bt-tree__title">{BRACKETS.final}</h2>
          {final && (final.red || final.blue) ? (
            <SparringCard sparring={final} ownId={ownId} />
          ) : (
            <p className="bt-tree__versus">{BRACKETS.versus}</p>
          )}
        </section>
        {brackets.right.length ? (
          <Half title={BRACKETS.right} rounds={brackets.right} levels={brackets.levels} ownId={ownId} mirrored />
        ) : null}
      </div>
    </>
  );
}
