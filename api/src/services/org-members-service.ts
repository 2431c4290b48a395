import {
  LEADERBOARD_PAGE_SIZE,
  ORG_MEMBERS_PAGE_SIZE,
  type LeaderboardMember,
  type MemberCard,
  type RouteQuery,
  type routes,
} from '@cypher/contracts';
import type { Caller } from '../auth/caller.js';
import type { LeaderboardOrder } from '../repositories/org-leaderboard-repository.js';
import type { Repositories } from '../repositories/index.js';
import type { OrgAccessService } from './org-access.js';
import { pageWindow } from './paging.js';
import type { UsersService } from './users-service.js';

type LeaderboardQuery = RouteQuery<typeof routes.orgs.leaderboard>;
type MembersQuery = RouteQuery<typeof routes.orgs.members>;

/**
 * Rank sorting is off when the organization disables ranking: rank-asc/desc become name-asc/desc
 * (ranks are still answered, the list is simply ordered by name).
 */
export function leaderboardOrder(sort: LeaderboardOrder | undefined, rankingDisabled: boolean): LeaderboardOrder {
  const asked = sort ?? 'rank-asc';
  if (!rankingDisabled || asked.startsWith('name')) return asked;
  return asked === 'rank-desc' ? 'name-desc' : 'name-asc';
}

/** The Members tab: the points leaderboard and the searchable members list. */
export function createOrgMembersService(
  repos: Repositories,
  deps: { now: () => Date; orgAccess: OrgAccessService; users: UsersService },
) {
  return {
    /** Year 0 is All Years; no year means the current one. */
    async leaderboard(orgId: number, query: LeaderboardQuery, caller: Caller | null): Promise<LeaderboardMember[]> {
      const { org } = await deps.orgAccess.visible(orgId, caller);
      const year = query.y ?? deps.now().getUTCFullYear();
      const { offset, limit } = pageWindow(query.p, query.pp, LEADERBOARD_PAGE_SIZE);
      const order = leaderboardOrder(query.sb, org.rankingDisabled);
      return repos.orgLeaderboard.page(orgId, year, order, offset, limit);
    },

    /** Member cards of the organization's members, by name, through the directory's query. */
    async members(orgId: number, query: MembersQuery, caller: Caller | null): Promise<MemberCard[]> {
      await deps.orgAccess.visible(orgId, caller);
      return deps.users.list({ orgs: String(orgId), k: query.k, p: query.p, pp: query.pp ?? ORG_MEMBERS_PAGE_SIZE }, caller);
    },
  };
}

export type OrgMembersService = ReturnType<typeof createOrgMembersService>;
