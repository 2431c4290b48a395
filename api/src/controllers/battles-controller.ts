import type { routes } from '@cypher/contracts';
import type { RouteHandler } from '../http/bind-route.js';
import type { Services } from '../services/index.js';

export function battlesController(services: Services) {
  const get: RouteHandler<typeof routes.battles.get> = ({ params, caller }) => services.battles.get(params.id, caller);
  return { get };
}
