import { ORGS_PAGE_SIZE, type Organization, type OrgList, type RouteQuery, type routes } from '@cypher/contracts';
import { toSqlDateTime } from '../db/datetime.js';
import { NotFoundError } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import { toUserChip } from '../repositories/event-details-repository.js';
import { pageWindow } from './paging.js';

type ListQuery = RouteQuery<typeof routes.orgs.list>;

export function createOrgsService(repos: Repositories, deps: { now: () => Date }) {
  return {
    async list(query: ListQuery): Promise<OrgList> {
      const now = toSqlDateTime(deps.now());
      const filter = { keyword: query.k, userId: query.u };
      const { offset, limit } = pageWindow(query.p, query.pp, ORGS_PAGE_SIZE);
      const { rows, total } = await repos.orgs.listPublished(filter, offset, limit);
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

    async get(id: number): Promise<Organization> {
      const org = await repos.orgs.findPublished(id);
      if (!org) throw new NotFoundError('Organization', id);
      const [roles, members, totalEvents, totalPoints] = await Promise.all([
        repos.orgs.roleHolders(id),
        repos.orgs.memberCounts([id]),
        repos.orgs.countPublicEvents(id),
        repos.orgs.totalPoints(id),
      ]);
      const membersCount = members.get(id) ?? 0;
      return {
        ...org,
        admins: roles.filter((row) => row.role === 'admin').map(toUserChip),
        promoters: roles.filter((row) => row.role === 'promoter').map(toUserChip),
        canEdit: false,
        totalMembers: membersCount,
        membersCount,
        totalEvents,
        totalPoints,
      };
    },
  };
}

export type OrgsService = ReturnType<typeof createOrgsService>;
