import type { Dispatch, SetStateAction } from 'react';
import {
  BRACKET_ROUNDS_MAX,
  BRACKET_ROUNDS_MIN,
  BRACKET_SIZES,
  MAX_STORED_INTEGER,
  type ParticipationCapType,
} from '@cypher/contracts';
import { setHideParticipants, toggleCapType } from '@cypher/contracts/rules';
import { BATTLE_EDITOR_LABELS } from '../labels';
import { withBracketSize, type BattleForm } from '../battle-form';
import { Field } from './field';

interface Props {
  form: BattleForm;
  change: (patch: Partial<BattleForm>) => void;
  setForm: Dispatch<SetStateAction<BattleForm | null>>;
}

const CAP_TYPES: Array<{ type: Exclude<ParticipationCapType, 'none'>; label: string }> = [
  { type: 'registration', label: BATTLE_EDITOR_LABELS.capRegistration },
  { type: 'checkIn', label: BATTLE_EDITOR_LABELS.capCheckIn },
];

/**
 * Participation cap (choosing the same type again turns it off), hide participants (which turns a
 * registration cap off), organization competitors only, and the judging system with its bracket.
 */
export function BattleJudging({ form, change, setForm }: Props) {
  const update = (next: (current: BattleForm) => BattleForm) => setForm((current) => (current ? next(current) : current));
  return (
    <>
      <fieldset className="ev-fieldset">
        <legend className="cy-field__label">{BATTLE_EDITOR_LABELS.capType}</legend>
        <div className="cy-toggle" role="group" aria-label={BATTLE_EDITOR_LABELS.capType}>
          {CAP_TYPES.map(({ type, label }) => (
            <button
              key={type}
              type="button"
              className="cy-toggle__button"
              aria-pressed={form.participationCapType === type}
              onClick={() => update((current) => ({ ...current, ...toggleCapType(current, type) }))}
            >
              {label}
            </button>
          ))}
        </div>
        {form.participationCapType !== 'none' ? (
          <Field label={BATTLE_EDITOR_LABELS.limit}>
            {({ id }) => (
              <input
                id={id}
                className="cy-input"
                type="number"
                min={0}
                max={MAX_STORED_INTEGER}
                step={1}
                value={form.limit}
                // The column is an INT: a larger number is held at its top, never sent to be refused.
                onChange={(event) =>
                  change({ limit: Math.min(MAX_STORED_INTEGER, Math.max(0, Number(event.target.value) || 0)) })
                }
              />
            )}
          </Field>
        ) : null}
        <label className="ev-check">
          <input
            type="checkbox"
            checked={form.hideParticipants}
            onChange={(event) => update((current) => setHideParticipants(current, event.target.checked))}
          />
          {BATTLE_EDITOR_LABELS.hideParticipants}
        </label>
        <label className="ev-check">
          <input
            type="checkbox"
            checked={form.organizationCompetitorsOnly}
            onChange={(event) => change({ organizationCompetitorsOnly: event.target.checked })}
          />
          {BATTLE_EDITOR_LABELS.orgCompetitorsOnly}
        </label>
      </fieldset>
      <fieldset className="ev-fieldset">
        <legend className="cy-field__label">{BATTLE_EDITOR_LABELS.style}</legend>
        <div className="cy-toggle" role="group" aria-label={BATTLE_EDITOR_LABELS.style}>
          <button
            type="button"
            className="cy-toggle__button"
            aria-pressed={form.style === 'classic'}
            onClick={() => change({ style: 'classic', bracketSize: null, bracketLevels: [] })}
          >
            {BATTLE_EDITOR_LABELS.classic}
          </button>
          <button
            type="button"
            className="cy-toggle__button"
            aria-pressed={form.style === 'bracket'}
            onClick={() =>
              update((current) => (current.style === 'bracket' ? current : withBracketSize(current, current.bracketSize ?? 16)))
            }
          >
            {BATTLE_EDITOR_LABELS.bracket}
          </button>
        </div>
        {form.style === 'bracket' ? (
          <>
            <Field label={BATTLE_EDITOR_LABELS.bracketSize}>
              {({ id }) => (
                <select
                  id={id}
                  className="cy-input"
                  value={form.bracketSize ?? ''}
                  onChange={(event) =>
                    update((current) => withBracketSize(current, Number(event.target.value) as (typeof BRACKET_SIZES)[number]))
                  }
                >
                  {BRACKET_SIZES.map((size) => (
                    <option key={size} value={size}>
                      {size}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <ul className="cy-list ev-levels">
              {form.bracketLevels.map((level, index) => (
                <li key={level.name}>
                  <Field label={BATTLE_EDITOR_LABELS.rounds(level.name)}>
                    {({ id }) => (
                      <input
                        id={id}
                        className="cy-input"
                        type="number"
                        min={BRACKET_ROUNDS_MIN}
                        max={BRACKET_ROUNDS_MAX}
                        step={1}
                        value={level.rounds}
                        onChange={(event) => {
                          const rounds = Math.min(
                            BRACKET_ROUNDS_MAX,
                            Math.max(BRACKET_ROUNDS_MIN, Math.floor(Number(event.target.value) || BRACKET_ROUNDS_MIN)),
                          );
                          change({ bracketLevels: form.bracketLevels.map((l, i) => (i === index ? { ...l, rounds } : l)) });
                        }}
                      />
                    )}
                  </Field>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </fieldset>
    </>
  );
}
