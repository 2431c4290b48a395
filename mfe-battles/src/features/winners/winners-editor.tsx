import { useId, useState } from 'react';
import { BATTLES, nextPlace, placeLabel, routes, visiblePlaces, type WinnerInput } from '@cypher/contracts';
import { LABELS } from '../../labels';
import { useBattleCall, useBattleContext } from '../battle/battle-context';
import { winnerCandidates } from './winner-candidates';

interface Props {
  /** Present when winners exist: the editor was opened to change them, and Cancel closes it. */
  onCancel?: () => void;
  /** Called after a save that answered winners. */
  onSaved?: () => void;
}

/**
 * 'Add Results': 1st and 2nd open, 'Add top {n}' reveals the next place (4, 8 … 32); one crew (or
 * dancer, 1 vs 1) per place, and a crew chosen for one place is disabled in the others.
 */
export function WinnersEditor({ onCancel, onSaved }: Props) {
  const { battle } = useBattleContext();
  const call = useBattleCall();
  const baseId = useId();
  const candidates = winnerCandidates(battle);
  const initial = Object.fromEntries(battle.winners.map((winner) => [winner.place, winner.id])) as Record<number, number>;
  const [chosen, setChosen] = useState<Record<number, number>>(initial);
  const highest = Math.max(2, ...battle.winners.map((winner) => winner.place));
  const [places, setPlaces] = useState<number[]>(() => visiblePlaces(Math.max(0, Math.log2(highest) - 1)));
  const [busy, setBusy] = useState(false);
  const next = nextPlace(places);
  const taken = (place: number) =>
    new Set(
      Object.entries(chosen)
        .filter(([p]) => Number(p) !== place)
        .map(([, id]) => id),
    );
  const entries = places
    .filter((place) => chosen[place] !== undefined)
    .map((place) => ({ id: chosen[place], place: place as WinnerInput['place'] }));

  const choose = (place: number, value: string) => {
    const rest = { ...chosen };
    if (value === '') delete rest[place];
    else rest[place] = Number(value);
    setChosen(rest);
  };
  const save = async () => {
    setBusy(true);
    const answer = await call(routes.battles.saveWinners, { params: { id: battle.id }, body: entries });
    setBusy(false);
    if (answer && answer.winners.length > 0) onSaved?.();
  };

  return (
    <section className="cy-card bt-panel" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="cy-heading">
        {BATTLES.addResults}
      </h2>
      <div className="bt-winner-slots">
        {places.map((place) => {
          const others = taken(place);
          return (
            <div key={place} className="bt-field">
              <label className="cy-field__label" htmlFor={`${baseId}-${place}`}>
                {BATTLES.addPlace(placeLabel(place))}
              </label>
              <select
                id={`${baseId}-${place}`}
                className="cy-input"
                value={chosen[place] ?? ''}
                onChange={(event) => choose(place, event.target.value)}
              >
                <option value="">{battle.crewSize === 1 ? LABELS.chooseDancer : LABELS.chooseCrew}</option>
                {candidates.map((candidate) => (
                  <option key={candidate.id} value={candidate.id} disabled={others.has(candidate.id)}>
                    {candidate.name}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
      <div className="bt-register__buttons">
        {next !== null ? (
          <button type="button" className="cy-button cy-button--ghost" onClick={() => setPlaces([...places, next])}>
            {BATTLES.addTop(next)}
          </button>
        ) : null}
        {onCancel ? (
          <button type="button" className="cy-button cy-button--ghost" onClick={onCancel}>
            {BATTLES.cancel}
          </button>
        ) : null}
        <button type="button" className="cy-button cy-button--accent" disabled={busy || entries.length === 0} onClick={save}>
          {BATTLES.save}
        </button>
      </div>
    </section>
  );
}
