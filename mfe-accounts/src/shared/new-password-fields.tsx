import { useRef, type KeyboardEventHandler, type Ref } from 'react';
import { AUTH_LABELS } from './auth-labels';
import { moveFocusOnEnter } from './move-focus-on-enter';
import { PasswordField } from './password-field';

interface NewPasswordFieldsProps {
  passwordLabel: string;
  password: string;
  confirm: string;
  onPasswordChange: (password: string) => void;
  onConfirmChange: (confirm: string) => void;
  passwordError?: string | null;
  confirmError?: string | null;
  /** The password input, for a field before it that moves focus here on Enter. */
  passwordRef?: Ref<HTMLInputElement>;
  /** Show the phone keyboard's 'next' / 'go' keys (the sign-up form). */
  enterKeyHints?: boolean;
}

/**
 * A new password and its confirmation (sign-up, reset, release profile): both write-only
 * ('new-password'), Enter in the first moves to the second.
 */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const confirmRef = useRef<HTMLInputElement>(null);
  const toConfirm: KeyboardEventHandler<HTMLInputElement> = moveFocusOnEnter(confirmRef);
  return (
    <>
      <PasswordField
        label={props.passwordLabel}
        autoComplete="new-password"
        value={props.password}
        onChange={props.onPasswordChange}
        error={props.passwordError}
        inputRef={props.passwordRef}
        onKeyDown={toConfirm}
        enterKeyHint={props.enterKeyHints ? 'next' : undefined}
      />
      <PasswordField
        label={AUTH_LABELS.confirmPassword}
        autoComplete="new-password"
        value={props.confirm}
        onChange={props.onConfirmChange}
        error={props.confirmError}
        inputRef={confirmRef}
        enterKeyHint={props.enterKeyHints ? 'go' : undefined}
      />
    </>
  );
}
