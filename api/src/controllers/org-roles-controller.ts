import type { routes } from '@cypher/contracts';
import type { RouteHandler } from '../http/bind-route.js';
import type { Services } from '../services/index.js';

/** Settings → Admins and Promoters. */
export function orgRolesController(services: Services) {
  const addRole: RouteHandler<typeof routes.orgs.addRole> = ({ params, body, caller }) =>
    services.orgRoles.addRole(params.id, body, caller);
  const removeRole: RouteHandler<typeof routes.orgs.removeRole> = ({ params, body, caller }) =>
    services.orgRoles.removeRole(params.id, body, caller);
  return { addRole, removeRole };
}
