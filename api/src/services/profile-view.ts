import type { UserProfile } from '@cypher/contracts';
import type { UserRecord, UserStats, UsersRepository } from '../repositories/users-repository.js';

const ZERO: UserStats = { eventsAttended: 0, battlesEntered: 0, battlesWon: 0, eventsDj: 0, battlesJudged: 0 };

/** Stats the dancer keeps private are left out, except for the owner. */
export function visibleStats(user: UserRecord, stats: UserStats, isOwner: boolean): Partial<UserStats> {
  const shown: Partial<UserStats> = {};
  for (const key of Object.keys(stats) as (keyof UserStats)[]) {
    if (isOwner || user.privacy[key]) shown[key] = stats[key];
  }
  return shown;
}

/** A dancer profile page; `isOwner` (the caller's account owns it) shows Settings and every stat. */
export async function profileView(users: UsersRepository, user: UserRecord, isOwner: boolean): Promise<UserProfile> {
  const [stats, orgs] = await Promise.all([users.stats([user.id]), users.organizations(user.id)]);
  const { accountId: _account, ...profile } = user;
  return {
    ...profile,
    canEdit: isOwner,
    ...visibleStats(user, stats.get(user.id) ?? ZERO, isOwner),
    organizations: orgs,
  };
}
