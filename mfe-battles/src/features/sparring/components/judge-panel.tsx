import { useEffect, useState, type FormEvent } from 'react';
import type { Sparring } from '@cypher/contracts';
import { JUDGING_LABELS } from '../../../shared/judging-labels';
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
 * both scores), and submit once every round is complete.
 */
export function JudgePanel({ sparring, judgeId, show }: JudgePanelProps) {
  const { submit: send, sending, waiting } = useJudgeScores(sparring, show);
  // What the server holds of this judge's points. When it changes — their own submit or replay, a
  // tie-breaker round added (only once every judge has scored), a reset — the pads show it; other
  // judges' points leave an unsent draft alone.
  const saved = JSON.stringify(draftOf(sparring, judgeId));
  const [draft, setDraft] = useState<RoundDraft[]>(() => JSON.parse(saved) as RoundDraft[]);
  useEffect(() => setDraft(JSON.parse(saved) as RoundDraft[]), [saved]);

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
