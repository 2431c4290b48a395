import { routes } from '@cypher/contracts';
import { bindRoute, type RouteTable } from '../http/bind-route.js';
import { orgsController } from '../controllers/orgs-controller.js';
import type { Services } from '../services/index.js';

export function bindOrgRoutes(table: RouteTable, services: Services): void {
  const orgs = orgsController(services);
  bindRoute(table, routes.orgs.list, orgs.list);
  bindRoute(table, routes.orgs.get, orgs.get);
}
