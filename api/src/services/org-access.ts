import type { Caller } from '../auth/caller.js';
import { ForbiddenError, NotFoundError } from '../errors.js';
import { canViewOrg, NO_ORG_ACCESS, type OrgAccess } from '../policies/org-policies.js';
import type { Repositories } from '../repositories/index.js';
import type { OrgRecord } from '../repositories/orgs-repository.js';

export interface VisibleOrg {
  org: OrgRecord;
  access: OrgAccess;
}

/** Resolves what the caller is to an organization; every organization route starts here. */
export function createOrgAccessService(repos: Repositories) {
  async function accessOf(orgId: number, caller: Caller | null): Promise<OrgAccess> {
    if (!caller) return NO_ORG_ACCESS;
    return { signedIn: true, ...(await repos.orgRoles.rolesOf(orgId, caller.profileId)) };
  }

  /** The organization as the caller may see it; a draft is 404 to all but the people who run it. */
  async function visible(orgId: number, caller: Caller | null): Promise<VisibleOrg> {
    const org = await repos.orgs.findById(orgId);
    if (!org) throw new NotFoundError('Organization', orgId);
    const access = await accessOf(orgId, caller);
    if (!canViewOrg(org.status, access)) throw new NotFoundError('Organization', orgId);
    return { org, access };
  }

  /** Like `visible`, then 403 unless the policy allows the action. */
  async function allowed(orgId: number, caller: Caller, policy: (access: OrgAccess) => boolean): Promise<VisibleOrg> {
    const found = await visible(orgId, caller);
    if (!policy(found.access)) throw new ForbiddenError();
    return found;
  }

  return { accessOf, visible, allowed };
}

export type OrgAccessService = ReturnType<typeof createOrgAccessService>;
