import type { Organization, OrgRole, UserChip } from '@cypher/contracts';
import { UserSearch } from '@cypher/contracts/react';
import { UserChips } from './user-chips';

interface Props {
  org: Organization;
  role: OrgRole;
  label: string;
  onAdd: (user: UserChip) => void;
  onRemove: (user: UserChip) => void;
}

/**
 * The admins or the promoters of an organization: chosen users as chips with remove, and a user
 * search that leaves out everyone already an admin or a promoter (spec: chosen users are excluded).
 */
export function RolePicker({ org, role, label, onAdd, onRemove }: Props) {
  const chosen = role === 'admin' ? org.admins : org.promoters;
  const excluded = [...org.admins, ...org.promoters].map((user) => user.id);
  return (
    <div className="og-role-picker">
      <UserSearch label={label} excludeIds={excluded} onSelect={onAdd} />
      <UserChips users={chosen} label={label} onRemove={onRemove} />
    </div>
  );
}
