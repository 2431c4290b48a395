import { useId, useState } from 'react';
import { routes, type BattleWinner, type WinnerInput } from '@cypher/contracts';
import { nextPlace, placeLabel, placeSize, visiblePlaces } from '@cypher/contracts/rules';
import { BATTLES } from '@cypher/contracts/texts';
import { WINNERS_LABELS } from './winners-labels';
import { useBattleCall, useBattleContext } from '../../shared/battle-context';
import { winnerCandidates } from './winner-candidates';

interface Slot {
  place: number;
  id: number | null;
}

/** The empty slots of a place: one for 1st and 2nd, two for 'Top 4', four for 'Top 8' (placeSize). */
const emptySlots = (place: number): Slot[] => Array.from({ length: placeSize(place) }, () => ({ place, id: null }));

/**
 * Each place shown (1st and 2nd at first) with as many slots as it holds, filled with the saved
 * results in order.
 */
function initialSlots(winners: BattleWinner[]): Slot[] {
  const saved: Slot[] = [...winners].sort((a, b) => a.place - b.place).map((w) => ({ place: w.place, id: w.id }));
  const highest = saved.length ? saved[saved.length - 1].place : 2;
  const places = visiblePlaces(Math.max(0, Math.log2(highest) - 1));
  return places.flatMap((place): Slot[] => {
    const filled = saved.filter((slot) => slot.place === place);
    return [...filled, ...emptySlots(place).slice(filled.length)];
  });
}

/**
 * The slot's label as the spec words it ('Add {title}': 'Add Top 4' on both Top 4 slots), and,
 * where a place has several slots, the accessible name that says which one ('Add Top 4 (2)'):
 * two selects with one name could not be told apart by a screen reader or voice control.
 */
function slotLabel(slots: Slot[], index: number): { text: string; name?: string } {
  const text = BATTLES.addPlace(placeLabel(slots[index].place));
  const same = slots.filter((slot) => slot.place === slots[index].place);
  if (same.length === 1) return { text };
  return { text, name: `${text} (${slots.slice(0, index + 1).filter((s) => s.place === slots[index].place).length})` };
}

interface Props {
  /** Present when winners exist: the editor was opened to change them, and Cancel closes it. */
  onCancel?: () => void;
  /** Called after a save that answered winners. */
  onSaved?: () => void;
}

/**
 * 'Add Results': 1st and 2nd open, 'Add top {n}' reveals the next place (4, 8 … 32) with its slots
 * (two at Top 4); a crew (or dancer, 1 vs 1) chosen for one slot is disabled in the others.
 */
export function WinnersEditor({ onCancel, onSaved }: Props) {
  const { battle } = useBattleContext();
  const call = useBattleCall();
  const baseId = useId();
  const candidates = winnerCandidates(battle);
  const [slots, setSlots] = useState<Slot[]>(() => initialSlots(battle.winners));
  const [busy, setBusy] = useState(false);
  const places = [...new Set(slots.map((slot) => slot.place))];
  const next = nextPlace(places);
  const entries = slots.flatMap((slot) => (slot.id === null ? [] : [{ id: slot.id, place: slot.place as WinnerInput['place'] }]));

  const choose = (index: number, value: string) =>
    setSlots(slots.map((slot, i) => (i === index ? { ...slot, id: value === '' ? null : Number(value) } : slot)));
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
        {slots.map((slot, index) => {
          const others = new Set(slots.filter((_, i) => i !== index).map((other) => other.id));
          const label = slotLabel(slots, index);
          return (
            <div key={index} className="bt-field">
              <label className="cy-field__label" htmlFor={`${baseId}-${index}`}>
                {label.text}
              </label>
              <select
                id={`${baseId}-${index}`}
                aria-label={label.name}
                className="cy-input"
                value={slot.id ?? ''}
                onChange={(event) => choose(index, event.target.value)}
              >
                <option value="">{battle.crewSize === 1 ? WINNERS_LABELS.chooseDancer : WINNERS_LABELS.chooseCrew}</option>
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
          <button type="button" className="cy-button cy-button--ghost" onClick={() => setSlots([...slots, ...emptySlots(next)])}>
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
