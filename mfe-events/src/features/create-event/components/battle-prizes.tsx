import { PRIZES_DESCRIPTION_MAX, WINNER_PLACES } from '@cypher/contracts';
import { placeLabel } from '@cypher/contracts/rules';
import { BATTLE_EDITOR_LABELS } from '../labels';
import type { BattleForm } from '../battle-form';
import { DollarsInput } from './dollars-input';
import { Field } from './field';

interface Props {
  form: BattleForm;
  change: (patch: Partial<BattleForm>) => void;
}

/** Prize description and an amount per place (1, 2, 4, 8, 16, 32); the first two carry a trophy. */
export function BattlePrizes({ form, change }: Props) {
  return (
    <fieldset className="ev-fieldset">
      <legend className="cy-field__label">{BATTLE_EDITOR_LABELS.prizes}</legend>
      <Field label={BATTLE_EDITOR_LABELS.prizesDesc}>
        {({ id }) => (
          <textarea
            id={id}
            className="cy-input"
            rows={2}
            maxLength={PRIZES_DESCRIPTION_MAX}
            value={form.prizesDesc}
            onChange={(event) => change({ prizesDesc: event.target.value })}
          />
        )}
      </Field>
      <ul className="cy-list ev-prizes">
        {WINNER_PLACES.map((place) => (
          <li key={place} className="ev-prize">
            <span className={`ev-prize__trophy${place <= 2 ? ` ev-prize__trophy--${place}` : ''}`} aria-hidden="true">
              {place <= 2 ? '🏆' : ''}
            </span>
            <DollarsInput
              label={BATTLE_EDITOR_LABELS.prizeAmount(placeLabel(place))}
              value={form.prizeDollars[place] ?? ''}
              onChange={(typed) => change({ prizeDollars: { ...form.prizeDollars, [place]: typed } })}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
