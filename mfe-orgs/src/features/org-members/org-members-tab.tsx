import type { Organization } from '@cypher/contracts';
import { useOrganizationActions } from '../../shared/use-organization';
import { Leaderboard } from './leaderboard';
import { MembersList } from './members-list';

/** The members tab: the points leaderboard and the searchable members list. */
export function OrgMembersTab({ org }: { org: Organization }) {
  const { reload } = useOrganizationActions(org.id);
  return (
    <div className="og-members-tab">
      <Leaderboard org={org} />
      <MembersList orgId={org.id} canEdit={org.canEdit} onChanged={() => void reload()} />
    </div>
  );
}
