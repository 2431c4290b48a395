import { useState, type FormEvent } from 'react';
import { routes } from '@cypher/contracts';
import { newPasswordProblem } from '@cypher/contracts/rules';
import { AUTH, ERRORS } from '@cypher/contracts/texts';
import { usePlatform } from '@cypher/contracts/react';
import { AUTH_LABELS } from '../../../shared/auth-labels';
import { paths } from '../../../shared/paths';
import { FormSubmit } from '../../../shared/form-submit';
import { NewPasswordFields } from '../../../shared/new-password-fields';

/**
 * The e-mailed reset link's page: a new password twice, then the API sets it, answers a session
 * token and the visitor is signed in and sent Home.
 */
export function NewPasswordForm({ token }: { token: string }) {
  const platform = usePlatform();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!password || !confirm) return setError(ERRORS.allFieldsAreRequired);
    if (password !== confirm) return setError(ERRORS.passwordsMustBeEqual);
    const tooShort = newPasswordProblem(password);
    if (tooShort) return setError(tooShort);
    setError(null);
    setBusy(true);
    // A failure (expired link, weak password) is toasted by the client with the server's message.
    const answer = await platform.api.call(routes.auth.confirmReset, { body: { token, password } });
    if (answer && (await platform.session.signIn(answer.token))) {
      platform.navigate(paths.home);
      return;
    }
    setBusy(false);
  }

  return (
    <form className="ac-form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <NewPasswordFields
        passwordLabel={AUTH_LABELS.newPassword}
        password={password}
        confirm={confirm}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
      />
      <FormSubmit error={error} busy={busy} label={AUTH.submit} />
    </form>
  );
}
