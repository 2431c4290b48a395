import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field and announced; also marks the field invalid. */
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  /** Something beside the input inside its frame (the password's show/hide toggle). */
  addon?: ReactNode;
}

/** A labelled text input of the accounts forms, with its error tied to it for screen readers. */
export function TextField({ label, value, onChange, error, inputRef, addon, className, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`ac-field${className ? ` ${className}` : ''}`}>
      <label className="ac-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="ac-field__frame">
        <input
          {...input}
          id={id}
          ref={inputRef}
          className="ac-field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {addon}
      </div>
      {error ? (
        <p id={errorId} className="ac-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
