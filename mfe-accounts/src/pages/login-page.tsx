import { LoginForm } from '../features/auth/components/login-form';
import { AUTH_LABELS } from '../shared/auth-labels';
import { FormPage } from '../shared/form-page';
import { useRedirectQuery } from '../shared/redirect-query';

/** /login (optional redirect query). */
export function LoginPage() {
  const redirect = useRedirectQuery();
  return (
    <FormPage title={AUTH_LABELS.loginTitle}>
      <LoginForm redirect={redirect} />
    </FormPage>
  );
}
