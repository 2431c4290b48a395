import { WINNER_PLACES } from '@cypher/contracts';
import { placeLabel } from '@cypher/contracts/rules';
import { LABELS } from '../../../shared/labels';
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
      <legend className="cy-field__label">{LABELS.battleEditor.prizes}</legend>
      <Field label={LABELS.battleEditor.prizesDesc}>
        {({ id }) => (
          <textarea
            id={id}
            className="cy-input"
            rows={2}
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
              label={LABELS.battleEditor.prizeAmount(placeLabel(place))}
              value={form.prizeDollars[place] ?? ''}
              onChange={(typed) => change({ prizeDollars: { ...form.prizeDollars, [place]: typed } })}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
