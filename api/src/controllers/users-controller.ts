import type { routes } from '@cypher/contracts';
import type { RouteHandler } from '../http/bind-route.js';
import type { Services } from '../services/index.js';

export function usersController(services: Services) {
  const list: RouteHandler<typeof routes.users.list> = ({ query, caller }) => services.users.list(query, caller);
  const count: RouteHandler<typeof routes.users.count> = () => services.users.count();
  const get: RouteHandler<typeof routes.users.get> = ({ params, caller }) => services.users.get(params.id, caller);
  return { list, count, get };
}
