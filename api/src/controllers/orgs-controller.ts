import type { routes } from '@cypher/contracts';
import type { RouteHandler } from '../http/bind-route.js';
import type { Services } from '../services/index.js';

/** Organization list, page, wizard and settings save. */
export function orgsController(services: Services) {
  const list: RouteHandler<typeof routes.orgs.list> = ({ query, caller }) => services.orgs.list(query, caller);
  const get: RouteHandler<typeof routes.orgs.get> = ({ params, caller }) => services.orgs.get(params.id, caller);
  const create: RouteHandler<typeof routes.orgs.create> = ({ caller }) => services.orgEditing.create(caller);
  const update: RouteHandler<typeof routes.orgs.update> = ({ params, body, caller }) =>
    services.orgEditing.update(params.id, body, caller);
  return { list, get, create, update };
}
