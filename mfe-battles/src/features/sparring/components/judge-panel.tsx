import { useEffect, useState, type FormEvent } from 'react';
import type { Sparring } from '@cypher/contracts';
import { JUDGING_LABELS } from '../../../judging-labels';
import { useJudgeScores } from '../api/use-judge-scores';
import { roundLabel } from '../round-label';
import { draftComplete, draftOf, roundEditable, scoresBody, type RoundDraft } from '../sparring-rules';
import { PointsPad } from './points-pad';

interface JudgePanelProps {
  sparring: Sparring;
  judgeId: number;
  /** Puts the sparring the API answered in place. */
  show: (sparring: Sparring) => void;
}

/**
 * 'Your points': a pad for red and blue per round, in order (a round opens once the one before has
 * both scores), and submit once every round is complete. A round added later (tie-breaker) joins
 * the draft without losing what was entered.
 */
export function JudgePanel({ sparring, judgeId, show }: JudgePanelProps) {
  const { submit: send, sending, waiting } = useJudgeScores(sparring, show);
  const [draft, setDraft] = useState<RoundDraft[]>(() => draftOf(sparring, judgeId));
  const roundCount = sparring.rounds.length;
  useEffect(() => {
    setDraft((current) => draftOf(sparring, judgeId).map((saved, index) => current[index] ?? saved));
    // Only a change in the number of rounds (tie-breaker added, reset) reshapes the draft.
  }, [roundCount]); // eslint-disable-line react-hooks/exhaustive-deps

  const set = (index: number, colour: keyof RoundDraft, points: number | null) =>
    setDraft((current) => current.map((round, i) => (i === index ? { ...round, [colour]: points } : round)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await send(scoresBody(draft));
  };

  return (
    <form className="cy-card bt-panel bt-judge" aria-label={JUDGING_LABELS.sparring.yourPoints} onSubmit={submit}>
      <h2 className="bt-panel__subtitle">{JUDGING_LABELS.sparring.yourPoints}</h2>
      {draft.map((round, index) => {
        const label = roundLabel(sparring, index);
        const editable = roundEditable(draft, index);
        return (
          <fieldset key={index} className="bt-judge__round" disabled={!editable}>
            <legend>
              {label}
              {editable ? null : <span className="cy-muted"> · {JUDGING_LABELS.sparring.previousRoundFirst}</span>}
            </legend>
            {(['red', 'blue'] as const).map((colour) => (
              <PointsPad
                key={colour}
                label={JUDGING_LABELS.sparring.pointsFor(label, sparring[colour]?.name ?? JUDGING_LABELS.bracket[colour])}
                colour={colour}
                value={round[colour]}
                disabled={!editable}
                onChange={(points) => set(index, colour, points)}
              />
            ))}
          </fieldset>
        );
      })}
      <div>
        <button type="submit" className="cy-button cy-button--accent" disabled={sending || !draftComplete(draft)}>
          {JUDGING_LABELS.sparring.submitScores}
        </button>
      </div>
      <p className="bt-judge__waiting" role="status">
        {waiting ? JUDGING_LABELS.sparring.pointsWaiting : null}
      </p>
    </form>
  );
}
