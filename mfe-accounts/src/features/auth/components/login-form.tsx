import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { routes } from '@cypher/contracts';
import { AUTH, ERRORS } from '@cypher/contracts/texts';
import { usePlatform } from '@cypher/contracts/react';
import { AUTH_LABELS } from '../../../shared/auth-labels';
import { paths } from '../../../shared/paths';
import { FormSubmit } from '../../../shared/form-submit';
import { PasswordField } from '../../../shared/password-field';
import { attemptCall } from '../../../shared/attempt-call';
import { loginErrorText } from '../api/sign-in-errors';
import { useFinishSignIn } from '../api/use-finish-sign-in';
import { GoogleOrEmail } from './google-or-email';

/** Login: Google, or e-mail and password; errors from the spec's catalogue show under the form. */
export function LoginForm({ redirect }: { redirect: string | null }) {
  const platform = usePlatform();
  const { finish, proceed } = useFinishSignIn(redirect);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const credentials = { email: email.trim(), password };
    if (!credentials.email || !credentials.password) {
      setError(ERRORS.allFieldsIsRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (platform.identity) {
        // The host's provider shows its own failures (the spec's texts or the provider's message).
        if (await platform.identity.signInWithProvider('password', credentials.email, credentials.password)) proceed();
        return;
      }
      const result = await attemptCall(platform.api, routes.auth.login, { body: credentials });
      if (!result.ok) {
        setError(loginErrorText(result));
        return;
      }
      if (!(await finish(result.body.token))) setError(ERRORS.userNotFound);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="ac-form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <GoogleOrEmail
        googleText={AUTH.logInWithGoogle}
        googleRedirect={redirect ?? paths.home}
        email={email}
        onEmailChange={setEmail}
        passwordRef={passwordRef}
      />
      <PasswordField
        label={AUTH.password}
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        inputRef={passwordRef}
        enterKeyHint="go"
      />
      <div className="ac-form__links">
        <Link className="cy-link" to={paths.resetPassword}>
          {AUTH.forgotPassword}
        </Link>
        <Link className="cy-link" to={paths.magicLink}>
          {AUTH.sendMagicLink}
        </Link>
      </div>
      <FormSubmit error={error} busy={busy} label={AUTH_LABELS.logIn} />
      <p className="ac-form__footer">
        {AUTH_LABELS.noAccount}{' '}
        <Link className="cy-link" to={paths.signup + (redirect ? `?redirect=${encodeURIComponent(redirect)}` : '')}>
          {AUTH.createOneHere}
        </Link>
      </p>
    </form>
  );
}
