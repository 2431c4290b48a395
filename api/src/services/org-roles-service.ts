import { ERRORS, type Organization, type OrgRoleInput } from '@cypher/contracts';
import type { Caller } from '../auth/caller.js';
import { BadRequestError, ConflictError, NotFoundError } from '../errors.js';
import { canManageMembers, canManageRoles, removesLastAdmin, shouldNotifyRoleChange } from '../policies/org-policies.js';
import type { Repositories } from '../repositories/index.js';
import type { OrgAccessService } from './org-access.js';
import { notify } from './notifications-service.js';
import { membershipNotification, roleChangeNotification } from './org-notifications.js';
import type { OrgsService } from './orgs-service.js';

export const ORG_ROLE_MESSAGES = {
  lastAdmin: 'An organization needs at least one admin',
} as const;

/** Settings → Admins, Promoters and Members. */
export function createOrgRolesService(
  repos: Repositories,
  deps: { now: () => Date; orgAccess: OrgAccessService; orgs: OrgsService },
) {
  /** The dancer a call names: unknown in the address is a 404, in the body a 400 naming the field (as event and battle roles). */
  async function targetOf(userId: number, bodyField?: string) {
    const user = await repos.users.findById(userId);
    if (!user && bodyField) throw new BadRequestError(ERRORS.userNotFound, bodyField);
    if (!user) throw new NotFoundError('User', userId);
    return user;
  }

  return {
    /** Admins only; the dancer hears about it unless the change is his own account's. */
    async addRole(orgId: number, input: OrgRoleInput, caller: Caller): Promise<Organization> {
      const { org } = await deps.orgAccess.allowed(orgId, caller, canManageRoles);
      const target = await targetOf(input.userId, 'body.userId');
      await repos.orgRoles.transaction(async (trx) => {
        const added = await repos.orgRoles.addRole(trx, orgId, target.id, input.role, deps.now());
        if (added && shouldNotifyRoleChange(caller.accountId, target.accountId)) {
          await notify(trx, target.id, roleChangeNotification('added', input.role, orgId, org.name), deps.now());
        }
      });
      return deps.orgs.afterChange(orgId, caller);
    },

    /** Admins only, and never the last admin (409): the check and the delete share one lock. */
    async removeRole(orgId: number, input: OrgRoleInput, caller: Caller): Promise<Organization> {
      const { org } = await deps.orgAccess.allowed(orgId, caller, canManageRoles);
      const target = await targetOf(input.userId, 'body.userId');
      await repos.orgRoles.transaction(async (trx) => {
        await repos.orgRoles.lockOrg(trx, orgId);
        const holds = await repos.orgRoles.holdsRole(trx, orgId, target.id, input.role);
        if (removesLastAdmin(input.role, holds, await repos.orgRoles.countAdmins(trx, orgId))) {
          throw new ConflictError(ORG_ROLE_MESSAGES.lastAdmin);
        }
        const removed = await repos.orgRoles.removeRole(trx, orgId, target.id, input.role);
        if (removed && shouldNotifyRoleChange(caller.accountId, target.accountId)) {
          await notify(trx, target.id, roleChangeNotification('removed', input.role, orgId, org.name), deps.now());
        }
      });
      return deps.orgs.afterChange(orgId, caller);
    },

    /** Admins and promoters; adding twice or removing a non-member still answers ok. The dancer
     *  hears about a change another account made, in the same transaction. */
    async addMember(orgId: number, userId: number, caller: Caller): Promise<{ ok: true }> {
      const { org } = await deps.orgAccess.allowed(orgId, caller, canManageMembers);
      const target = await targetOf(userId);
      await repos.orgRoles.transaction(async (trx) => {
        const added = await repos.orgRoles.addMember(trx, orgId, target.id, deps.now());
        if (added && shouldNotifyRoleChange(caller.accountId, target.accountId)) {
          await notify(trx, target.id, membershipNotification('added', orgId, org.name), deps.now());
        }
      });
      return { ok: true };
    },

    async removeMember(orgId: number, userId: number, caller: Caller): Promise<{ ok: true }> {
      const { org } = await deps.orgAccess.allowed(orgId, caller, canManageMembers);
      const target = await repos.users.findById(userId);
      await repos.orgRoles.transaction(async (trx) => {
        const removed = await repos.orgRoles.removeMember(trx, orgId, userId);
        if (removed && target && shouldNotifyRoleChange(caller.accountId, target.accountId)) {
          await notify(trx, target.id, membershipNotification('removed', orgId, org.name), deps.now());
        }
      });
      return { ok: true };
    },
  };
}

export type OrgRolesService = ReturnType<typeof createOrgRolesService>;
