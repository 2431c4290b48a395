import type { routes } from '@cypher/contracts';
import type { RouteHandler } from '../http/bind-route.js';
import type { Services } from '../services/index.js';

export function mediaController(services: Services) {
  const list: RouteHandler<typeof routes.media.list> = ({ query, caller }) => services.media.list(query, caller);
  const save: RouteHandler<typeof routes.media.save> = ({ body, caller }) => services.media.save(body, caller);
  const remove: RouteHandler<typeof routes.media.remove> = ({ params, caller }) => services.media.remove(params.id, caller);
  return { list, save, remove };
}
