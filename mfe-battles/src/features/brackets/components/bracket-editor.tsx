import { useMemo, useState, type FormEvent } from 'react';
import type { BracketSide, Brackets } from '@cypher/contracts';
import { BRACKETS, ERRORS } from '@cypher/contracts/texts';
import { JUDGING_LABELS } from '../../../shared/judging-labels';
import { usePromotedEntries } from '../api/use-promoted-entries';
import { useSeedBrackets } from '../api/use-seed-brackets';
import {
  candidatesFor,
  draftOf,
  editorSparrings,
  finalLocked,
  hasDoubleSpot,
  isOpen,
  seedBody,
  type PlacedSparring,
  type SpotDraft,
} from '../bracket-rules';
import { disabledOptions, recordOf } from '../spot-options';

interface SpotSelectProps {
  placed: PlacedSparring;
  colour: 'red' | 'blue';
  value: number | null;
  candidates: BracketSide[];
  /** Options shown disabled: another spot's, or refused by the API on this level. */
  unavailable: Set<number>;
  disabled: boolean;
  onChange: (id: number | null) => void;
}

function SpotSelect({ placed, colour, value, candidates, unavailable, disabled, onChange }: SpotSelectProps) {
  return (
    <label className={`bt-spot bt-corner--${colour}`}>
      <span className="bt-spot__label">{JUDGING_LABELS.bracket[colour]}</span>
      <select
        className="cy-input"
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        data-sparring={placed.sparring.sparringId}
      >
        <option value="">{JUDGING_LABELS.bracket.choose}</option>
        {candidates.map((side) => (
          <option key={side.id} value={side.id} disabled={side.id !== value && unavailable.has(side.id)}>
            {side.name}
          </option>
        ))}
      </select>
    </label>
  );
}

export interface BracketEditorProps {
  brackets: Brackets;
  /** Crew battle ('The same crew …') or 1 vs 1 ('The same participant …'). */
  crews: boolean;
  onClose: (saved: Brackets | null) => void;
}

/**
 * 'Edit brackets': red and blue selects for each sparring of the current round of both halves (or
 * the final), decided sparrings locked. Each select offers only the entries the API accepts there;
 * 'Submit bracket' refuses one entry in two spots without sending anything. An empty spot is sent
 * as it is: the API takes it on purpose (a bye).
 */
export function BracketEditor({ brackets, crews, onClose }: BracketEditorProps) {
  const shown = useMemo(() => editorSparrings(brackets), [brackets]);
  const [draft, setDraft] = useState<Map<number, SpotDraft>>(() => draftOf(shown));
  const [doubleSpot, setDoubleSpot] = useState(false);
  const [saving, setSaving] = useState(false);
  const promoted = usePromotedEntries(brackets.battleId);
  const seed = useSeedBrackets(brackets.battleId);
  const candidates = candidatesFor(brackets, shown, promoted ?? []);
  const record = useMemo(() => recordOf(brackets), [brackets]);
  const locked = finalLocked(brackets);

  const choose = (sparringId: number, colour: 'red' | 'blue', id: number | null) => {
    setDoubleSpot(false);
    setDraft((current) => {
      const next = new Map(current);
      next.set(sparringId, { ...(current.get(sparringId) ?? { red: null, blue: null }), [colour]: id });
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (hasDoubleSpot(shown, draft)) {
      setDoubleSpot(true);
      return;
    }
    setSaving(true);
    const saved = await seed(seedBody(shown, draft));
    setSaving(false);
    if (saved) onClose(saved);
  };

  return (
    <form className="cy-card bt-panel bt-editor" aria-label={BRACKETS.editBrackets} onSubmit={submit}>
      <h2 className="bt-panel__subtitle">{BRACKETS.editBrackets}</h2>
      {locked ? <p className="cy-muted">{JUDGING_LABELS.bracket.finalDecided}</p> : null}
      {shown.length === 0 ? <p className="cy-muted">{JUDGING_LABELS.bracket.nothingOpen}</p> : null}
      <div className="bt-editor__sparrings">
        {shown.map((placed, index) => {
          const { sparring } = placed;
          const open = isOpen(sparring) && !locked;
          const spots = draft.get(sparring.sparringId) ?? { red: null, blue: null };
          const n = shown.filter((p, i) => i < index && p.roundIndex === placed.roundIndex).length + 1;
          return (
            <fieldset key={sparring.sparringId} className="bt-editor__sparring" disabled={!open}>
              <legend>
                {JUDGING_LABELS.bracket.sparringOf(placed.level, n)}
                {open ? null : <span className="cy-muted"> · {JUDGING_LABELS.bracket.decided}</span>}
              </legend>
              {(['red', 'blue'] as const).map((colour) => (
                <SpotSelect
                  key={colour}
                  placed={placed}
                  colour={colour}
                  value={spots[colour]}
                  candidates={candidates}
                  unavailable={disabledOptions(candidates, shown, draft, record, { placed, colour })}
                  disabled={!open}
                  onChange={(id) => choose(sparring.sparringId, colour, id)}
                />
              ))}
            </fieldset>
          );
        })}
      </div>
      {doubleSpot ? (
        <div className="bt-editor__error" role="alert">
          <span>{crews ? ERRORS.sameCrewTwice : ERRORS.sameParticipantTwice}</span>
          <button type="button" className="cy-button cy-button--ghost cy-button--small" onClick={() => setDoubleSpot(false)}>
            {JUDGING_LABELS.bracket.dismiss}
          </button>
        </div>
      ) : null}
      <div className="bt-editor__actions">
        <button
          type="submit"
          className="cy-button cy-button--accent"
          disabled={saving || locked || shown.every((p) => !isOpen(p.sparring))}
        >
          {BRACKETS.submit}
        </button>
        <button type="button" className="cy-button cy-button--ghost" onClick={() => onClose(null)}>
          {BRACKETS.cancel}
        </button>
      </div>
    </form>
  );
}
