import { useRef, useState, type FormEvent } from 'react';
import { routes } from '@cypher/contracts';
import { newPasswordProblem, validateEmail } from '@cypher/contracts/rules';
import { AUTH, ERRORS, TOAST } from '@cypher/contracts/texts';
import { usePlatform } from '@cypher/contracts/react';
import { AUTH_LABELS } from '../../shared/auth-labels';
import { paths } from '../../shared/paths';
import { moveFocusOnEnter } from '../../shared/move-focus-on-enter';
import { FormSubmit } from '../../shared/form-submit';
import { NewPasswordFields } from '../../shared/new-password-fields';
import { TextField } from '../../shared/text-field';

interface ReleaseErrors {
  email?: string;
  password?: string;
  confirm?: string;
}

function validate(email: string, password: string, confirm: string): ReleaseErrors {
  const errors: ReleaseErrors = {};
  const emailProblem = email.trim() === '' ? ERRORS.fieldRequired : validateEmail(email);
  if (emailProblem) errors.email = emailProblem;
  const tooShort = newPasswordProblem(password);
  if (!password) errors.password = ERRORS.fieldRequired;
  else if (tooShort) errors.password = tooShort;
  if (password !== confirm) errors.confirm = ERRORS.passwordsMustBeEqual;
  return errors;
}

/**
 * Release a non-main profile into an account of its own (PUT /user/profiles): the e-mail and
 * password it will sign in with. Success toasts 'Changes has been saved', reloads the session user
 * (the profile has left this account) and returns to profile settings.
 */
export function ReleaseProfileForm({ profileId }: { profileId: number }) {
  const platform = usePlatform();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<ReleaseErrors>({});
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validate(email, password, confirm);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const answer = await platform.api.call(routes.users.releaseProfile, { body: { profileId, email: email.trim(), password } });
    setBusy(false);
    if (!answer) return;
    platform.toast(TOAST.changesSaved);
    await platform.session.refresh();
    platform.navigate(paths.profileSettings);
  }

  return (
    <form className="ac-form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <TextField
        label={AUTH.email}
        type="email"
        autoComplete="off"
        value={email}
        onChange={setEmail}
        error={errors.email}
        onKeyDown={moveFocusOnEnter(passwordRef)}
      />
      <NewPasswordFields
        passwordLabel={AUTH.password}
        password={password}
        confirm={confirm}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
        passwordError={errors.password}
        confirmError={errors.confirm}
        passwordRef={passwordRef}
      />
      <FormSubmit busy={busy} label={AUTH_LABELS.release} />
    </form>
  );
}
