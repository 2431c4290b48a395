import type { routes } from '@cypher/contracts';
import { getCaller, requireCaller } from '../auth/caller.js';
import type { RouteHandler } from '../http/bind-route.js';
import type { Services } from '../services/index.js';

export function mediaController(services: Services) {
  const list: RouteHandler<typeof routes.media.list> = ({ query, req }) => services.media.list(query, getCaller(req));
  const save: RouteHandler<typeof routes.media.save> = ({ body, req }) => services.media.save(body, requireCaller(req));
  const remove: RouteHandler<typeof routes.media.remove> = ({ params, req }) =>
    services.media.remove(params.id, requireCaller(req));
  return { list, save, remove };
}
