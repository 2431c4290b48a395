import { routes } from '@cypher/contracts';
import { bindCalls, bindRoute, type RouteTable } from '../http/bind-route.js';
import { eventsController } from '../controllers/events-controller.js';
import { eventDoorController } from '../controllers/event-door-controller.js';
import type { Services } from '../services/index.js';

export function bindEventRoutes(table: RouteTable, services: Services): void {
  // tabs before /events/:id, which would otherwise take "tabs" for an id.
  const eventCalls = ['list', 'tabs', 'get', 'going', 'map', 'create', 'update', 'publish', 'remove'] as const;
  bindCalls(table, routes.events, eventsController(services), eventCalls);
  const door = eventDoorController(services);
  bindCalls(table, routes.events, door, ['addStaff', 'removeStaff', 'checkIn', 'checkInUser']);
  bindRoute(table, routes.admin.uncheck, door.uncheck);
}
