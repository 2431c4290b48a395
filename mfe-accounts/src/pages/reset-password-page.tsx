import { Link, useSearchParams } from 'react-router-dom';
import { routes } from '@cypher/contracts';
import { AUTH } from '@cypher/contracts/texts';
import { EmailLinkForm } from '../features/auth/components/email-link-form';
import { NewPasswordForm } from '../features/auth/components/new-password-form';
import { AUTH_LABELS } from '../shared/auth-labels';
import { paths } from '../shared/paths';
import { FormPage } from '../shared/form-page';

/** /reset-password: ask for the e-mailed link; with ?token= (the link itself) choose the new password. */
export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  if (token)
    return (
      <FormPage title={AUTH_LABELS.newPasswordTitle}>
        <NewPasswordForm token={token} />
      </FormPage>
    );
  return (
    <FormPage title={AUTH_LABELS.resetTitle}>
      <EmailLinkForm route={routes.users.resetPassword} sentText={AUTH.checkInboxReset}>
        <Link className="cy-link" to={paths.login}>
          {AUTH_LABELS.backToLogin}
        </Link>
      </EmailLinkForm>
    </FormPage>
  );
}
