import { ERRORS } from '@cypher/contracts/texts';

/**
 * The spec's error on a row tied at the cut. Only those who see verdicts get it (editors, a judge
 * on a row they scored), so it comes with their controls and the spectator's page does not carry
 * the error texts.
 */
export function SameScoreNote() {
  return <p className="bt-score-row__error">{ERRORS.sameScore}</p>;
}
