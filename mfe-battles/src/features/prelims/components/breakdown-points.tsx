import type { PrelimsEntry, PrelimsResult } from '@cypher/contracts';
import { ERRORS, PRELIMS } from '@cypher/contracts/texts';
import { judgmentsOf } from '../judging';
import { PRELIMS_LABELS } from '../labels';
import { formatAverage } from '../row-look';

/** What an opened breakdown shows: each judge's points (per round for crews), or that there are none yet. */
export default function BreakdownPoints({
  entry,
  kind,
  rounds,
}: {
  entry: PrelimsEntry;
  kind: PrelimsResult['kind'];
  rounds: number[];
}) {
  const scored = rounds.some((round) => judgmentsOf(entry, round).length > 0);
  if (!scored)
    return <p className="bt-breakdown__empty">{kind === 'crews' ? ERRORS.noPrelimsData : PRELIMS_LABELS.noJudgments}</p>;
  return rounds.map((round) => (
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
  ));
}
