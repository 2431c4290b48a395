import type { routes } from '@cypher/contracts';
import type { RouteHandler } from '../http/bind-route.js';
import type { Services } from '../services/index.js';
import { getCaller } from '../auth/caller.js';

/** Thin: from validated input to the service, nothing else. */
export function eventsController(services: Services) {
  const list: RouteHandler<typeof routes.events.list> = ({ query, req }) =>
    query.st === 'draft' && query.u !== undefined
      ? services.eventDrafts.list(query, getCaller(req))
      : services.events.list(query);
  const tabs: RouteHandler<typeof routes.events.tabs> = async ({ query, req }) => {
    const counts = await services.events.tabs(query);
    // A profile's drafts count only for its owner.
    return query.u !== undefined ? { ...counts, draft: await services.eventDrafts.count(query, getCaller(req)) } : counts;
  };
  const get: RouteHandler<typeof routes.events.get> = ({ params }) => services.events.get(params.id);
  return { list, tabs, get };
}
