import { Fragment } from 'react';
import type { Sparring, UserChip } from '@cypher/contracts';
import { JUDGING_LABELS } from '../../../shared/judging-labels';
import { roundLabel } from '../round-label';

const shown = (points: number | null) => (points === null ? JUDGING_LABELS.sparring.notScored : String(points));

/**
 * Round score rows: each round's red and blue sums, then every judge's points under it, and the
 * totals. Judges are named from the battle's judge list.
 */
export function ScoreTable({ sparring, judges }: { sparring: Sparring; judges: UserChip[] }) {
  const judgeName = (id: number) => judges.find((judge) => judge.id === id)?.dancerName ?? JUDGING_LABELS.sparring.judge;
  const red = sparring.red?.name ?? JUDGING_LABELS.bracket.red;
  const blue = sparring.blue?.name ?? JUDGING_LABELS.bracket.blue;
  return (
    <table className="bt-scores">
      <caption className="cy-visually-hidden">{JUDGING_LABELS.sparring.scores}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="cy-visually-hidden">{JUDGING_LABELS.sparring.roundColumn}</span>
          </th>
          <th scope="col" className="bt-scores__red">
            {red}
          </th>
          <th scope="col" className="bt-scores__blue">
            {blue}
          </th>
        </tr>
      </thead>
      <tbody>
        {sparring.rounds.map((round, index) => (
          <Fragment key={index}>
            <tr className="bt-scores__round">
              <th scope="row">{roundLabel(sparring, index)}</th>
              <td>{round.sumRedPoints}</td>
              <td>{round.sumBluePoints}</td>
            </tr>
            {round.scores.map((score) => (
              <tr key={score.id} className="bt-scores__judge">
                <th scope="row">{judgeName(score.id)}</th>
                <td>{shown(score.redPoints)}</td>
                <td>{shown(score.bluePoints)}</td>
              </tr>
            ))}
          </Fragment>
        ))}
      </tbody>
      <tfoot>
        <tr className="bt-scores__total">
          <th scope="row">{JUDGING_LABELS.sparring.total}</th>
          <td>{sparring.red?.totalPoints}</td>
          <td>{sparring.blue?.totalPoints}</td>
        </tr>
      </tfoot>
    </table>
  );
}
