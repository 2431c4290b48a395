import { routes } from '@cypher/contracts';
import { bindRoute, type RouteTable } from '../http/bind-route.js';
import { orgsController } from '../controllers/orgs-controller.js';
import { orgMembersController } from '../controllers/org-members-controller.js';
import { orgRolesController } from '../controllers/org-roles-controller.js';
import type { Services } from '../services/index.js';

export function bindOrgRoutes(table: RouteTable, services: Services): void {
  const orgs = orgsController(services);
  const members = orgMembersController(services);
  const roles = orgRolesController(services);
  bindRoute(table, routes.orgs.list, orgs.list);
  bindRoute(table, routes.orgs.create, orgs.create);
  bindRoute(table, routes.orgs.get, orgs.get);
  bindRoute(table, routes.orgs.update, orgs.update);
  bindRoute(table, routes.orgs.addRole, roles.addRole);
  bindRoute(table, routes.orgs.removeRole, roles.removeRole);
  bindRoute(table, routes.orgs.leaderboard, members.leaderboard);
  bindRoute(table, routes.orgs.members, members.members);
  bindRoute(table, routes.orgs.addMember, members.addMember);
  bindRoute(table, routes.orgs.removeMember, members.removeMember);
}
