import type { Organization, OrgRole } from '@cypher/contracts';
import { RolePicker } from '../../shared/role-picker';
import { LABELS } from '../../shared/labels';
import { useOrganizationActions } from '../../shared/use-organization';
import { useSaveWithToast } from './use-save-with-toast';

/** Admins or Promoters: each pick or removal is saved at once through the role call. */
export function RoleSettings({ org, role }: { org: Organization; role: OrgRole }) {
  const { addRole, removeRole } = useOrganizationActions(org.id);
  const withToast = useSaveWithToast();
  return (
    <RolePicker
      org={org}
      role={role}
      label={role === 'admin' ? LABELS.settings.addAdmin : LABELS.settings.addPromoter}
      onAdd={(user) => void withToast(() => addRole(user.id, role))}
      onRemove={(user) => void withToast(() => removeRole(user.id, role))}
    />
  );
}
