import type { routes } from '@cypher/contracts';
import type { RouteHandler } from '../http/bind-route.js';
import type { Services } from '../services/index.js';
import { getCaller, requireCaller } from '../auth/caller.js';

/** Thin: from validated input to the service, nothing else. */
export function eventsController(services: Services) {
  const list: RouteHandler<typeof routes.events.list> = ({ query, req }) =>
    query.st === 'draft' ? services.eventDrafts.list(query, getCaller(req)) : services.events.list(query);
  const tabs: RouteHandler<typeof routes.events.tabs> = async ({ query, req }) => {
    const counts = await services.events.tabs(query);
    // Drafts count only for those who may edit them (a profile's owner, an organization's editors).
    return { ...counts, draft: await services.eventDrafts.count(query, getCaller(req)) };
  };
  const get: RouteHandler<typeof routes.events.get> = ({ params, req }) => services.events.get(params.id, getCaller(req));
  const create: RouteHandler<typeof routes.events.create> = ({ req }) => services.eventsSaving.create(requireCaller(req));
  const update: RouteHandler<typeof routes.events.update> = ({ params, body, req }) =>
    services.eventsSaving.update(params.id, body, requireCaller(req));
  const publish: RouteHandler<typeof routes.events.publish> = ({ params, req }) =>
    services.eventsPublishing.publish(params.id, requireCaller(req));
  const remove: RouteHandler<typeof routes.events.remove> = ({ params, req }) =>
    services.eventsPublishing.remove(params.id, requireCaller(req));
  return { list, tabs, get, create, update, publish, remove };
}
