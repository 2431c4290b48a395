import { Link, useSearchParams } from 'react-router-dom';
import { routes } from '@cypher/contracts';
import { AUTH } from '@cypher/contracts/texts';
import { storeMagicLinkEmail } from '../features/auth/api/magic-link-email';
import { EmailLinkForm } from '../features/auth/components/email-link-form';
import { MagicLinkSignIn } from '../features/auth/components/magic-link-sign-in';
import { AUTH_LABELS } from '../shared/auth-labels';
import { paths } from '../shared/paths';
import { FormPage } from '../shared/form-page';

/** /magic-link: ask for a sign-in link; with ?token= (the link itself) sign in and go Home. */
export function MagicLinkPage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  return (
    <FormPage title={AUTH_LABELS.magicLinkTitle}>
      {token ? (
        <MagicLinkSignIn token={token} />
      ) : (
        <EmailLinkForm
          route={routes.users.magicLink}
          sentText={AUTH.checkInboxMagicLink}
          onSent={(email) => storeMagicLinkEmail(email)}
        >
          <Link className="cy-link" to={paths.login}>
            {AUTH_LABELS.backToLogin}
          </Link>
        </EmailLinkForm>
      )}
    </FormPage>
  );
}
