import type { RefObject } from 'react';
import { AUTH } from '@cypher/contracts/texts';
import { moveFocusOnEnter } from '../../../shared/move-focus-on-enter';
import { TextField } from '../../../shared/text-field';
import { GoogleButton } from './google-button';

interface GoogleOrEmailProps {
  googleText: string;
  /** Where Google brings the visitor back to. */
  googleRedirect: string;
  email: string;
  onEmailChange: (email: string) => void;
  /** The password field that Enter in the e-mail moves to. */
  passwordRef: RefObject<HTMLInputElement | null>;
  /** 'Invalid e-mail' under the field (sign-up), or nothing. */
  emailError?: string | null;
  /** The visitor left the e-mail field. */
  onEmailLeave?: () => void;
}

/** The top of Login and Create Profile: Google, 'or use e-mail', then the e-mail field. */
export function GoogleOrEmail({
  googleText,
  googleRedirect,
  email,
  onEmailChange,
  passwordRef,
  emailError,
  onEmailLeave,
}: GoogleOrEmailProps) {
  return (
    <>
      <GoogleButton text={googleText} redirect={googleRedirect} />
      <p className="ac-form__divider">{AUTH.orUseEmail}</p>
      <TextField
        label={AUTH.email}
        type="email"
        autoComplete="email"
        value={email}
        onChange={onEmailChange}
        onKeyDown={moveFocusOnEnter(passwordRef)}
        onBlur={onEmailLeave}
        enterKeyHint="next"
        error={emailError}
      />
    </>
  );
}
