import type { PrelimsEntry, PrelimsResult } from '@cypher/contracts';
import { ERRORS, PRELIMS } from '@cypher/contracts/texts';
import { judgmentsOf } from '../judging';
import { PRELIMS_LABELS } from '../labels';
import { formatAverage } from '../row-look';
import { useDisclosure } from '../use-disclosure';

/** The expandable per-judge points of a row: one list for solo, one per round for crews. */
export function JudgesBreakdown({ entry, kind, rounds }: { entry: PrelimsEntry; kind: PrelimsResult['kind']; rounds: number[] }) {
  const { buttonProps, panelProps } = useDisclosure();
  const scored = rounds.some((round) => judgmentsOf(entry, round).length > 0);
  return (
    <div className="bt-breakdown">
      <button
        type="button"
        className="cy-button cy-button--ghost bt-breakdown__toggle"
        aria-label={PRELIMS_LABELS.showJudgesPoints(entry.name)}
        {...buttonProps}
      >
        {PRELIMS_LABELS.judgesPoints}
      </button>
      <div {...panelProps} className="bt-breakdown__panel">
        {!scored ? (
          <p className="bt-breakdown__empty">{kind === 'crews' ? ERRORS.noPrelimsData : PRELIMS_LABELS.noJudgments}</p>
        ) : (
          rounds.map((round) => (
            <div key={round} className="bt-breakdown__round">
              {kind === 'crews' ? <p className="bt-breakdown__title">{PRELIMS_LABELS.round(round)}</p> : null}
              <ul className="bt-breakdown__list">
                {judgmentsOf(entry, round).map((judgment) => (
                  <li key={judgment.id}>
                    <span>{judgment.dancerName}</span>
                    <span className="bt-breakdown__points">{formatAverage(judgment.points, PRELIMS.noScore)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
      </div>
    </div>
  );
}
