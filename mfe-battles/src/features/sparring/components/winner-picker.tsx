import { useId, useState, type FormEvent } from 'react';
import { routes, type Sparring, type SparringColour } from '@cypher/contracts';
import { JUDGING_LABELS } from '../../../shared/judging-labels';
import type { SparringRun } from '../api/use-sparring-call';

/** An admin or organizer on a sparring nobody scored picks who won; Finish needs a choice. */
export function WinnerPicker({ sparring, run, busy }: { sparring: Sparring; run: SparringRun; busy: boolean }) {
  const [winner, setWinner] = useState<number | null>(null);
  const name = useId();
  const sides = (['red', 'blue'] as SparringColour[]).map((colour) => ({ colour, side: sparring[colour] }));

  const finish = async (event: FormEvent) => {
    event.preventDefault();
    if (winner !== null) await run(routes.admin.setSparringWinner, { params: { id: sparring.sparringId, winnerId: winner } });
  };

  return (
    <form className="cy-card bt-panel" onSubmit={finish}>
      <fieldset className="bt-vote__choices">
        <legend className="bt-panel__subtitle">{JUDGING_LABELS.sparring.pickWinner}</legend>
        <p className="cy-muted">{JUDGING_LABELS.sparring.pickWinnerHint}</p>
        {sides.map(({ colour, side }) =>
          side ? (
            <label key={colour} className={`bt-vote__choice bt-corner--${colour}`}>
              <input type="radio" name={name} value={side.id} checked={winner === side.id} onChange={() => setWinner(side.id)} />
              {side.name}
            </label>
          ) : null,
        )}
      </fieldset>
      <div>
        <button type="submit" className="cy-button cy-button--accent" disabled={busy || winner === null}>
          {JUDGING_LABELS.sparring.finish}
        </button>
      </div>
    </form>
  );
}
