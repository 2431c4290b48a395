import type { routes } from '@cypher/contracts';
import type { RouteHandler } from '../http/bind-route.js';
import type { Services } from '../services/index.js';

/** Thin: from validated input to the service, nothing else. */
export function eventsController(services: Services) {
  const list: RouteHandler<typeof routes.events.list> = ({ query, caller }) =>
    query.st === 'draft' ? services.eventDrafts.list(query, caller) : services.events.list(query);
  const tabs: RouteHandler<typeof routes.events.tabs> = async ({ query, caller }) => {
    const counts = await services.events.tabs(query);
    // Drafts count only for those who may edit them (a profile's owner, an organization's editors).
    return { ...counts, draft: await services.eventDrafts.count(query, caller) };
  };
  const get: RouteHandler<typeof routes.events.get> = ({ params, caller }) => services.events.get(params.id, caller);
  const going: RouteHandler<typeof routes.events.going> = ({ params, caller, query }) =>
    services.events.going(params.id, caller, query);
  const create: RouteHandler<typeof routes.events.create> = ({ caller }) => services.eventsSaving.create(caller);
  const update: RouteHandler<typeof routes.events.update> = ({ params, body, caller }) =>
    services.eventsSaving.update(params.id, body, caller);
  const publish: RouteHandler<typeof routes.events.publish> = ({ params, caller }) =>
    services.eventsPublishing.publish(params.id, caller);
  const remove: RouteHandler<typeof routes.events.remove> = ({ params, caller }) =>
    services.eventsPublishing.remove(params.id, caller);
  const map: RouteHandler<typeof routes.events.map> = ({ query }) => services.eventsMap.list(query);
  return { list, tabs, get, going, map, create, update, publish, remove };
}
