import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { messageForPerson, routes, type SessionUser } from '@cypher/contracts';
import { newPasswordProblem, validateEmail } from '@cypher/contracts/rules';
import { AUTH, ERRORS } from '@cypher/contracts/texts';
import { usePlatform } from '@cypher/contracts/react';
import { AUTH_LABELS } from '../../../shared/auth-labels';
import { paths } from '../../../shared/paths';
import { FormSubmit } from '../../../shared/form-submit';
import { NewPasswordFields } from '../../../shared/new-password-fields';
import { attemptCall } from '../../../shared/attempt-call';
import { signupErrorText } from '../api/sign-in-errors';
import { GoogleOrEmail } from './google-or-email';

export interface SignupFormProps {
  /** Where Google brings the visitor back to (sign-up continues there with onboarding). */
  redirect: string | null;
  /** A valid form was sent (the page fetches onboarding's code meanwhile). */
  onSubmitted?: () => void;
  /** The account exists and is signed in: the page swaps to onboarding. */
  onSignedUp: (user: SessionUser) => void;
}

/** 'Create Profile': Google, or e-mail, password and confirm password (Enter moves between them). */
export function SignupForm({ redirect, onSubmitted, onSignedUp }: SignupFormProps) {
  const platform = usePlatform();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [emailLeft, setEmailLeft] = useState(false);
  const mismatch = confirm !== '' && password !== confirm;
  // Spec §5: the API's own e-mail rule (contracts), checked here so the button stays disabled.
  const emailError = validateEmail(email);
  const passwordError = newPasswordProblem(password);
  const valid = emailError === null && password !== '' && passwordError === null && confirm !== '' && !mismatch;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid || busy) return;
    onSubmitted?.();
    setBusy(true);
    setError(null);
    try {
      const result = await attemptCall(platform.api, routes.auth.signup, { body: { email: email.trim(), password } });
      if (!result.ok) {
        // Only 'already in use' is shown under the form; the rest is a toast like any failed call.
        const shown = signupErrorText(result);
        if (shown) setError(shown);
        else platform.toast(messageForPerson(result.error), 'error');
        return;
      }
      const user = await platform.session.signIn(result.body.token);
      if (user) onSignedUp(user);
      else setError(ERRORS.userNotFound);
    } finally {
      setBusy(false);
    }
  }

  // After Google the visitor comes back here, where onboarding continues for a new profile.
  const googleReturn = redirect ? `${paths.signup}?redirect=${encodeURIComponent(redirect)}` : paths.signup;
  return (
    <form className="ac-form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <GoogleOrEmail
        googleText={AUTH_LABELS.signUpWithGoogle}
        googleRedirect={googleReturn}
        email={email}
        onEmailChange={setEmail}
        passwordRef={passwordRef}
        // Shown once the visitor has left the field (or pressed Enter), not while typing.
        emailError={emailLeft && email.trim() !== '' ? emailError : null}
        onEmailLeave={() => setEmailLeft(true)}
      />
      <NewPasswordFields
        passwordLabel={AUTH.password}
        password={password}
        confirm={confirm}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
        // Said once the visitor has moved on to the confirmation, not at the first key.
        passwordError={confirm !== '' ? passwordError : null}
        confirmError={mismatch ? ERRORS.passwordsMustBeEqual : null}
        passwordRef={passwordRef}
        enterKeyHints
      />
      <FormSubmit error={error} busy={busy} label={AUTH_LABELS.createAccount} disabled={!valid} />
      <p className="ac-form__footer">
        {AUTH_LABELS.haveAccount}{' '}
        <Link className="cy-link" to={paths.login + (redirect ? `?redirect=${encodeURIComponent(redirect)}` : '')}>
          {AUTH_LABELS.logIn}
        </Link>
      </p>
    </form>
  );
}
