import type { routes } from '@cypher/contracts';
import type { RouteHandler } from '../http/bind-route.js';
import type { Services } from '../services/index.js';

/** Thin: staff roles and check-in (the event page's and the check-in page's writes). */
export function eventDoorController(services: Services) {
  const addStaff: RouteHandler<typeof routes.events.addStaff> = ({ params, body, caller }) =>
    services.eventStaff.add(params.id, body, caller);
  const removeStaff: RouteHandler<typeof routes.events.removeStaff> = ({ params, body, caller }) =>
    services.eventStaff.remove(params.id, body, caller);
  const checkIn: RouteHandler<typeof routes.events.checkIn> = ({ params, caller }) =>
    services.checkIn.checkInSelf(params.id, caller);
  const checkInUser: RouteHandler<typeof routes.events.checkInUser> = ({ params, caller }) =>
    services.checkIn.checkInDancer(params.id, params.userId, caller);
  const uncheck: RouteHandler<typeof routes.admin.uncheck> = ({ params, caller }) =>
    services.checkIn.uncheck(params.eventId, params.userId, caller);
  return { addStaff, removeStaff, checkIn, checkInUser, uncheck };
}
