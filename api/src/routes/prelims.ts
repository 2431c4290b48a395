import { routes } from '@cypher/contracts';
import { bindRoute, type RouteTable } from '../http/bind-route.js';
import { prelimsController } from '../controllers/prelims-controller.js';
import type { Services } from '../services/index.js';

export function bindPrelimsRoutes(table: RouteTable, services: Services): void {
  const prelims = prelimsController(services);
  bindRoute(table, routes.prelims.get, prelims.get);
  bindRoute(table, routes.prelims.judge, prelims.judge);
  bindRoute(table, routes.prelims.gone, prelims.gone);
  bindRoute(table, routes.prelims.finish, prelims.finish);
  bindRoute(table, routes.prelims.reshuffle, prelims.reshuffle);
  bindRoute(table, routes.prelims.createGroups, prelims.createGroups);
  bindRoute(table, routes.prelims.move, prelims.move);
}
