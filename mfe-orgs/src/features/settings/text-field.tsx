import { useId, type InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

/** A labelled text input with an optional message under it. */
export function TextField({ label, value, onChange, error, ...rest }: Props) {
  const id = useId();
  const errorId = useId();
  return (
    <div className="og-field">
      <label htmlFor={id} className="og-field__label">
        {label}
      </label>
      <input
        id={id}
        className="cy-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
      {error ? (
        <p id={errorId} className="og-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
