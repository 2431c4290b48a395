import type { routes } from '@cypher/contracts';
import { getCaller, requireCaller } from '../auth/caller.js';
import type { RouteHandler } from '../http/bind-route.js';
import type { Services } from '../services/index.js';

/** Organization list, page, wizard and settings save. */
export function orgsController(services: Services) {
  const list: RouteHandler<typeof routes.orgs.list> = ({ query, req }) => services.orgs.list(query, getCaller(req));
  const get: RouteHandler<typeof routes.orgs.get> = ({ params, req }) => services.orgs.get(params.id, getCaller(req));
  const create: RouteHandler<typeof routes.orgs.create> = ({ req }) => services.orgEditing.create(requireCaller(req));
  const update: RouteHandler<typeof routes.orgs.update> = ({ params, body, req }) =>
    services.orgEditing.update(params.id, body, requireCaller(req));
  return { list, get, create, update };
}
