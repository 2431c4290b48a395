import { routes } from '@cypher/contracts';
import { bindRoute, type RouteTable } from '../http/bind-route.js';
import { eventsController } from '../controllers/events-controller.js';
import { eventDoorController } from '../controllers/event-door-controller.js';
import type { Services } from '../services/index.js';

export function bindEventRoutes(table: RouteTable, services: Services): void {
  const events = eventsController(services);
  bindRoute(table, routes.events.list, events.list);
  // Before /events/:id, which would otherwise take "tabs" for an id.
  bindRoute(table, routes.events.tabs, events.tabs);
  bindRoute(table, routes.events.get, events.get);
  bindRoute(table, routes.events.map, events.map);
  bindRoute(table, routes.events.create, events.create);
  bindRoute(table, routes.events.update, events.update);
  bindRoute(table, routes.events.publish, events.publish);
  bindRoute(table, routes.events.remove, events.remove);
  const door = eventDoorController(services);
  bindRoute(table, routes.events.addStaff, door.addStaff);
  bindRoute(table, routes.events.removeStaff, door.removeStaff);
  bindRoute(table, routes.events.checkIn, door.checkIn);
  bindRoute(table, routes.events.checkInUser, door.checkInUser);
  bindRoute(table, routes.admin.uncheck, door.uncheck);
}
