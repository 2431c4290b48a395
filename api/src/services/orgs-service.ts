import { ORGS_PAGE_SIZE, type Organization, type OrgList, type RouteQuery, type routes } from '@cypher/contracts';
import type { Caller } from '../auth/caller.js';
import { NotFoundError } from '../errors.js';
import { canEditOrg, type OrgAccess } from '../policies/org-policies.js';
import type { Repositories } from '../repositories/index.js';
import type { OrgRecord } from '../repositories/orgs-repository.js';
import type { OrgAccessService } from './org-access.js';
import { pageWindow } from './paging.js';

type ListQuery = RouteQuery<typeof routes.orgs.list>;

export function createOrgsService(repos: Repositories, deps: { now: () => Date; orgAccess: OrgAccessService }) {
  /** The organization page's record: roles, stats and whether the caller may edit. */
  async function present(org: OrgRecord, access: OrgAccess): Promise<Organization> {
    const [roles, members, totalEvents, totalPoints] = await Promise.all([
      repos.orgRoles.roleHolders(org.id),
      repos.orgs.memberCounts([org.id]),
      repos.orgs.countPublicEvents(org.id),
      repos.orgLeaderboard.totalPoints(org.id),
    ]);
    const membersCount = members.get(org.id) ?? 0;
    return {
      ...org,
      admins: roles.filter((holder) => holder.role === 'admin').map(({ role: _role, ...chip }) => chip),
      promoters: roles.filter((holder) => holder.role === 'promoter').map(({ role: _role, ...chip }) => chip),
      canEdit: canEditOrg(access),
      totalMembers: membersCount,
      membersCount,
      totalEvents,
      totalPoints,
    };
  }

  return {
    /** Published organizations; a signed-in caller also sees the drafts it helps run. */
    async list(query: ListQuery, caller: Caller | null): Promise<OrgList> {
      const now = deps.now();
      const filter = { keyword: query.k, userId: query.u, viewerId: caller?.profileId };
      const { offset, limit } = pageWindow(query.p, query.pp, ORGS_PAGE_SIZE);
      const { rows, total } = await repos.orgs.listVisible(filter, offset, limit);
      const ids = rows.map((org) => org.id);
      const [counts, members, totals] = await Promise.all([
        repos.orgs.eventCounts(ids, now),
        repos.orgs.memberCounts(ids),
        repos.orgs.eventTotals(filter, now),
      ]);
      return {
        items: rows.map((org) => ({
          id: org.id,
          name: org.name,
          image: org.image,
          status: org.status,
          membersCount: members.get(org.id) ?? 0,
          current: counts.get(org.id)?.current ?? 0,
          future: counts.get(org.id)?.future ?? 0,
          past: counts.get(org.id)?.past ?? 0,
        })),
        totalCurrent: totals.current,
        totalFuture: totals.future,
        totalPast: totals.past,
        total,
      };
    },

    async get(id: number, caller: Caller | null): Promise<Organization> {
      const { org, access } = await deps.orgAccess.visible(id, caller);
      return present(org, access);
    },

    /** After a change the caller made: answered even if the change took away its own access. */
    async afterChange(id: number, caller: Caller): Promise<Organization> {
      const org = await repos.orgs.findById(id);
      if (!org) throw new NotFoundError('Organization', id);
      return present(org, await deps.orgAccess.accessOf(id, caller));
    },
  };
}

export type OrgsService = ReturnType<typeof createOrgsService>;
