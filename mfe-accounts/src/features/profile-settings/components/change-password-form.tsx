import { useState, type FormEvent } from 'react';
import { routes } from '@cypher/contracts';
import { newPasswordProblem } from '@cypher/contracts/rules';
import { ERRORS, TOAST } from '@cypher/contracts/texts';
import { usePlatform } from '@cypher/contracts/react';
import { PasswordField } from '../../../shared/password-field';
import { SETTINGS_LABELS } from '../settings-labels';
import { SaveButton } from './save-button';

const EMPTY = { current: '', next: '', confirm: '' };

/**
 * Change Password (e-mail accounts only; the page decides). The API ends the account's other
 * sessions and answers a new token, which the host keeps through `session.signIn`.
 */
export function ChangePasswordForm() {
  const platform = usePlatform();
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.current || !values.next || !values.confirm) return setError(ERRORS.allFieldsAreRequired);
    if (values.next !== values.confirm) return setError(ERRORS.passwordsMustBeEqual);
    const tooShort = newPasswordProblem(values.next);
    if (tooShort) return setError(tooShort);
    setError(null);
    setSaving(true);
    const body = { currentPassword: values.current, newPassword: values.next };
    try {
      // `attempt` answers the failure so its message shows under the form (a wrong current password,
      // a too common new one); a host client without it reports failures as a toast itself.
      if (platform.api.attempt) {
        const result = await platform.api.attempt(routes.auth.changePassword, { body });
        if (!result.ok) return setError(result.error.message || ERRORS.somethingWentWrong);
        await platform.session.signIn(result.body.token);
      } else {
        const answer = await platform.api.call(routes.auth.changePassword, { body });
        if (!answer) return setError(ERRORS.somethingWentWrong);
        await platform.session.signIn(answer.token);
      }
      setValues(EMPTY);
      platform.toast(TOAST.changesSaved);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="ac-settings__form" noValidate onSubmit={submit}>
      <PasswordField
        label={SETTINGS_LABELS.currentPassword}
        autoComplete="current-password"
        value={values.current}
        onChange={(current) => setValues({ ...values, current })}
      />
      <PasswordField
        label={SETTINGS_LABELS.newPassword}
        autoComplete="new-password"
        value={values.next}
        onChange={(next) => setValues({ ...values, next })}
      />
      <PasswordField
        label={SETTINGS_LABELS.confirmPassword}
        autoComplete="new-password"
        value={values.confirm}
        onChange={(confirm) => setValues({ ...values, confirm })}
      />
      {error ? (
        <p className="ac-settings__error" role="alert">
          {error}
        </p>
      ) : null}
      <SaveButton saving={saving} label={SETTINGS_LABELS.changePassword} />
    </form>
  );
}
