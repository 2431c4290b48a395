import type { routes } from '@cypher/contracts';
import type { RouteHandler } from '../http/bind-route.js';
import type { Services } from '../services/index.js';

/** Thin: from validated input to the service, nothing else. */
export function eventsController(services: Services) {
  const list: RouteHandler<typeof routes.events.list> = ({ query }) => services.events.list(query);
  const tabs: RouteHandler<typeof routes.events.tabs> = ({ query }) => services.events.tabs(query);
  const get: RouteHandler<typeof routes.events.get> = ({ params }) => services.events.get(params.id);
  return { list, tabs, get };
}
