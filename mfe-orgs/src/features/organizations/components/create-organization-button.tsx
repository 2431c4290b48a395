import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { routes } from '@cypher/contracts';
import { ORGANIZATIONS } from '@cypher/contracts/texts';
import { usePlatform, useSessionUser } from '@cypher/contracts/react';
import { paths } from '../../../shared/paths';

/**
 * 'Create Organization'. A visitor is sent to Signup and brought back to this list; a signed-in
 * dancer creates a draft (POST /orgs answers its id) and goes on in the wizard for it.
 */
export function CreateOrganizationButton() {
  const platform = usePlatform();
  const user = useSessionUser();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const create = async () => {
    if (!user) {
      platform.requireLogin(paths.organizations, 'signup');
      return;
    }
    setBusy(true);
    const created = await platform.api.call(routes.orgs.create, {});
    setBusy(false);
    if (created) navigate(paths.createOrganization(created.id));
  };

  return (
    <button type="button" className="cy-button cy-button--accent" onClick={() => void create()} disabled={busy} aria-busy={busy}>
      {ORGANIZATIONS.create}
    </button>
  );
}
