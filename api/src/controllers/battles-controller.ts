import type { routes } from '@cypher/contracts';
import type { RouteHandler } from '../http/bind-route.js';
import type { Services } from '../services/index.js';
import { getCaller } from '../auth/caller.js';

export function battlesController(services: Services) {
  const get: RouteHandler<typeof routes.battles.get> = ({ params, req }) => services.battles.get(params.id, getCaller(req));
  return { get };
}
