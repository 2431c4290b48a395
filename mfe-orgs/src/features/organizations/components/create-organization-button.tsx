import { ORGANIZATIONS } from '@cypher/contracts';
import { usePlatform, useSessionUser } from '@cypher/contracts/react';
import { paths } from '../../../paths';

/**
 * 'Create Organization'. A visitor is sent to Signup and brought back to this list afterwards.
 * The create wizard is not built yet, so a signed-in dancer does not see the button (README).
 */
export function CreateOrganizationButton() {
  const platform = usePlatform();
  const user = useSessionUser();
  if (user) return null;
  return (
    <button type="button" className="og-create" onClick={() => platform.requireLogin(paths.organizations, 'signup')}>
      {ORGANIZATIONS.create}
    </button>
  );
}
