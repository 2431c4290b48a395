import { routes } from '@cypher/contracts';
import { bindRoute, type RouteTable } from '../http/bind-route.js';
import { sparringsController } from '../controllers/sparrings-controller.js';
import type { Services } from '../services/index.js';

export function bindSparringRoutes(table: RouteTable, services: Services): void {
  const sparrings = sparringsController(services);
  bindRoute(table, routes.sparrings.get, sparrings.get);
  bindRoute(table, routes.sparrings.judge, sparrings.judge);
  bindRoute(table, routes.sparrings.reset, sparrings.reset);
  bindRoute(table, routes.sparrings.vote, sparrings.vote);
  bindRoute(table, routes.sparrings.addExtraRound, sparrings.addExtraRound);
  bindRoute(table, routes.sparrings.finish, sparrings.finish);
  bindRoute(table, routes.admin.setSparringWinner, sparrings.setWinner);
}
