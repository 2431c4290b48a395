import type { routes } from '@cypher/contracts';
import { getCaller, requireCaller } from '../auth/caller.js';
import type { RouteHandler } from '../http/bind-route.js';
import type { Services } from '../services/index.js';

/** The Members tab (leaderboard, members list) and Settings → Members. */
export function orgMembersController(services: Services) {
  const leaderboard: RouteHandler<typeof routes.orgs.leaderboard> = ({ params, query, req }) =>
    services.orgMembers.leaderboard(params.id, query, getCaller(req));
  const members: RouteHandler<typeof routes.orgs.members> = ({ params, query, req }) =>
    services.orgMembers.members(params.id, query, getCaller(req));
  const addMember: RouteHandler<typeof routes.orgs.addMember> = ({ params, req }) =>
    services.orgRoles.addMember(params.id, params.userId, requireCaller(req));
  const removeMember: RouteHandler<typeof routes.orgs.removeMember> = ({ params, req }) =>
    services.orgRoles.removeMember(params.id, params.userId, requireCaller(req));
  return { leaderboard, members, addMember, removeMember };
}
