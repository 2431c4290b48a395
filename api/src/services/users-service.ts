import { MEMBERS_PAGE_SIZE, type MemberCard, type RouteQuery, type routes, type UserProfile } from '@cypher/contracts';
import { NotFoundError } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import type { UserRecord, UserStats } from '../repositories/users-repository.js';
import { pageWindow, parseIdList } from './paging.js';

type ListQuery = RouteQuery<typeof routes.users.list>;

const ZERO: UserStats = { eventsAttended: 0, battlesEntered: 0, battlesWon: 0, eventsDj: 0, battlesJudged: 0 };

/** Stats the dancer keeps private are left out (the owner would still see them). */
function publicStats(user: UserRecord, stats: UserStats, isOwner: boolean): Partial<UserStats> {
  const shown: Partial<UserStats> = {};
  for (const key of Object.keys(stats) as (keyof UserStats)[]) {
    if (isOwner || user.privacy[key]) shown[key] = stats[key];
  }
  return shown;
}

export function createUsersService(repos: Repositories) {
  return {
    async list(query: ListQuery): Promise<MemberCard[]> {
      const { offset, limit } = pageWindow(query.p, query.pp, MEMBERS_PAGE_SIZE);
      const filter = { keyword: query.k, orgIds: parseIdList(query.orgs), excludeIds: parseIdList(query.ex) };
      const users = await repos.users.listDirectory(filter, query.sb === 'name-desc' ? 'desc' : 'asc', offset, limit);
      const stats = await repos.users.stats(users.map((user) => user.id));
      return users.map((user) => {
        const shown = publicStats(user, stats.get(user.id) ?? ZERO, false);
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
    },

    async count(): Promise<{ count: number }> {
      return { count: await repos.users.countDirectory() };
    },

    async get(id: number): Promise<UserProfile> {
      const user = await repos.users.findById(id);
      if (!user) throw new NotFoundError('User', id);
      const [stats, orgs] = await Promise.all([repos.users.stats([id]), repos.users.organizations(id)]);
      const { accountId: _account, ...profile } = user;
      return {
        ...profile,
        canEdit: false,
        ...publicStats(user, stats.get(id) ?? ZERO, false),
        organizations: orgs.map((row) => ({
          id: Number(row.id),
          name: (row.name as string | null) ?? '',
          image: row.image_id === null ? null : Number(row.image_id),
        })),
      };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
