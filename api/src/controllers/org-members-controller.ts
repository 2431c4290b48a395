import type { routes } from '@cypher/contracts';
import type { RouteHandler } from '../http/bind-route.js';
import type { Services } from '../services/index.js';

/** The Members tab (leaderboard, members list) and Settings → Members. */
export function orgMembersController(services: Services) {
  const leaderboard: RouteHandler<typeof routes.orgs.leaderboard> = ({ params, query, caller }) =>
    services.orgMembers.leaderboard(params.id, query, caller);
  const members: RouteHandler<typeof routes.orgs.members> = ({ params, query, caller }) =>
    services.orgMembers.members(params.id, query, caller);
  const addMember: RouteHandler<typeof routes.orgs.addMember> = ({ params, caller }) =>
    services.orgRoles.addMember(params.id, params.userId, caller);
  const removeMember: RouteHandler<typeof routes.orgs.removeMember> = ({ params, caller }) =>
    services.orgRoles.removeMember(params.id, params.userId, caller);
  return { leaderboard, members, addMember, removeMember };
}
