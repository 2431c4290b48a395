import type { OrgRoleName } from '../repositories/org-roles-repository.js';

export const ORG_NOTIFICATION_TYPE = 'organization';

const ROLE_NAMES: Record<OrgRoleName, string> = { admin: 'an admin', promoter: 'a promoter' };

/** What the dancer reads in the header bell when someone else changes his role. */
export function roleChangeNotification(change: 'added' | 'removed', role: OrgRoleName, orgId: number, orgName: string) {
  const name = orgName.trim() || 'an organization';
  const text =
    change === 'added' ? `You are now ${ROLE_NAMES[role]} of ${name}` : `You are no longer ${ROLE_NAMES[role]} of ${name}`;
  return { text, type: ORG_NOTIFICATION_TYPE, link: `/organization/${orgId}` };
}

/** What the dancer reads when someone else adds him to, or removes him from, the members. */
export function membershipNotification(change: 'added' | 'removed', orgId: number, orgName: string) {
  const name = orgName.trim() || 'an organization';
  const text = change === 'added' ? `You are now a member of ${name}` : `You are no longer a member of ${name}`;
  return { text, type: ORG_NOTIFICATION_TYPE, link: `/organization/${orgId}` };
}
