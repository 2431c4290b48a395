import { Field } from './field';

interface Props {
  label: string;
  value: string;
  onChange: (typed: string) => void;
}

/** An amount in USD as typed (tier costs, prizes); the rules in the forms turn it into cents. */
export function DollarsInput({ label, value, onChange }: Props) {
  return (
    <Field label={label}>
      {({ id }) => (
        <input
          id={id}
          className="cy-input"
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
