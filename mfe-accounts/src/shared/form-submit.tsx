import { AUTH_LABELS } from './auth-labels';

interface FormSubmitProps {
  /** The form-level error, announced as an alert above the button. */
  error?: string | null;
  busy: boolean;
  /** The button's text while idle; while busy it says 'Please wait…'. */
  label: string;
  /** Disabled for another reason than being busy (e.g. sign-up's incomplete fields). */
  disabled?: boolean;
}

/** The end of every accounts form: its error (if any) and the accent submit button. */
export function FormSubmit({ error, busy, label, disabled = false }: FormSubmitProps) {
  return (
    <>
      {error ? (
        <p className="ac-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="cy-button cy-button--accent" disabled={disabled || busy}>
        {busy ? AUTH_LABELS.working : label}
      </button>
    </>
  );
}
