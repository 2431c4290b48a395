import type { routes } from '@cypher/contracts';
import { requireCaller } from '../auth/caller.js';
import type { RouteHandler } from '../http/bind-route.js';
import type { Services } from '../services/index.js';

/** Settings → Admins and Promoters. */
export function orgRolesController(services: Services) {
  const addRole: RouteHandler<typeof routes.orgs.addRole> = ({ params, body, req }) =>
    services.orgRoles.addRole(params.id, body, requireCaller(req));
  const removeRole: RouteHandler<typeof routes.orgs.removeRole> = ({ params, body, req }) =>
    services.orgRoles.removeRole(params.id, body, requireCaller(req));
  return { addRole, removeRole };
}
