import { MEMBERS_PAGE_SIZE, type MemberCard, type RouteQuery, type routes, type UserProfile } from '@cypher/contracts';
import { NotFoundError } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import type { UserRecord, UserStats } from '../repositories/users-repository.js';
import { pageWindow, parseIdList } from './paging.js';
import type { Caller } from '../auth/caller.js';
import { profileView, visibleStats } from './profile-view.js';

type ListQuery = RouteQuery<typeof routes.users.list>;

const ZERO: UserStats = { eventsAttended: 0, battlesEntered: 0, battlesWon: 0, eventsDj: 0, battlesJudged: 0 };

export function createUsersService(repos: Repositories) {
  /** Member cards of these profiles, in the same order, stats counted and private ones null. */
  async function memberCards(users: UserRecord[]): Promise<MemberCard[]> {
    const stats = await repos.users.stats(users.map((user) => user.id));
    return users.map((user) => {
      const shown = visibleStats(user, stats.get(user.id) ?? ZERO, false);
      return {
        id: user.id,
        dancerName: user.dancerName,
        fullName: user.fullName,
        birthday: user.birthday,
        city: user.city,
        state: user.state,
        country: user.country,
        avatar: user.avatar,
        card: user.card,
        isPatron: user.isPatron,
        eventsAttended: shown.eventsAttended ?? null,
        battlesEntered: shown.battlesEntered ?? null,
        battlesWon: shown.battlesWon ?? null,
        socials: user.socials,
      };
    });
  }

  return {
    memberCards,

    /**
     * The directory. `orgs` counts only the organizations the caller may see: a draft's members
     * are for the people who run it, as GET /orgs/:id/members is, so the id of someone else's
     * draft matches nobody — like an unknown id, never the whole directory.
     */
    async list(query: ListQuery, caller: Caller | null): Promise<MemberCard[]> {
      const { offset, limit } = pageWindow(query.p, query.pp, MEMBERS_PAGE_SIZE);
      const asked = parseIdList(query.orgs);
      const orgIds = asked && (await repos.orgs.visibleIds(asked, caller?.profileId));
      if (orgIds?.length === 0) return [];
      const filter = { keyword: query.k, orgIds, excludeIds: parseIdList(query.ex) };
      const users = await repos.users.listDirectory(filter, query.sb === 'name-desc' ? 'desc' : 'asc', offset, limit);
      return memberCards(users);
    },

    async count(): Promise<{ count: number }> {
      return { count: await repos.users.countDirectory() };
    },

    /** A profile page; its own account sees canEdit and the stats kept private. */
    async get(id: number, caller: Caller | null = null): Promise<UserProfile> {
      const user = await repos.users.findById(id);
      if (!user) throw new NotFoundError('User', id);
      const isOwner = !!caller && user.accountId === caller.accountId;
      return profileView(repos.users, user, isOwner);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
