import { MONEY_MAX_CENTS } from '@cypher/contracts';
import { isAmountTooLarge } from '@cypher/contracts/rules';
import { WIZARD_LABELS } from '../labels';
import { Field } from './field';

interface Props {
  label: string;
  value: string;
  onChange: (typed: string) => void;
}

/** An amount in USD as typed (tier costs, prizes); the rules in the forms turn it into cents. */
export function DollarsInput({ label, value, onChange }: Props) {
  // The API refuses more than MONEY_MAX_CENTS: say so here, and the form holds its save back.
  const error = isAmountTooLarge(value) ? WIZARD_LABELS.amountTooLarge : null;
  return (
    <Field label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className="cy-input"
          type="number"
          min={0}
          max={MONEY_MAX_CENTS / 100}
          step="0.01"
          inputMode="decimal"
          value={value}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
