import { routes } from '@cypher/contracts';
import { bindRoute, type RouteTable } from '../http/bind-route.js';
import { usersController } from '../controllers/users-controller.js';
import type { Services } from '../services/index.js';

export function bindUserRoutes(table: RouteTable, services: Services): void {
  const users = usersController(services);
  bindRoute(table, routes.users.list, users.list);
  bindRoute(table, routes.users.count, users.count);
  bindRoute(table, routes.users.get, users.get);
}
