import type { routes } from '@cypher/contracts';
import type { RouteHandler } from '../http/bind-route.js';
import type { Services } from '../services/index.js';

export function orgsController(services: Services) {
  const list: RouteHandler<typeof routes.orgs.list> = ({ query }) => services.orgs.list(query);
  const get: RouteHandler<typeof routes.orgs.get> = ({ params }) => services.orgs.get(params.id);
  return { list, get };
}
