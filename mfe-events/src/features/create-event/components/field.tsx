import { useId, type ReactElement, type ReactNode } from 'react';

interface Props {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  /** The control; it receives id and aria-describedby so the label and messages reach it. */
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactElement;
}

/** A labelled form field with its hint and error message read with the control. */
export function Field({ label, error, hint, children }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="ev-field">
      <label htmlFor={id} className="cy-field__label">
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className="cy-muted ev-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="ev-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
