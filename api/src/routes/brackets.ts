import { routes } from '@cypher/contracts';
import { bindRoute, type RouteTable } from '../http/bind-route.js';
import { bracketsController } from '../controllers/brackets-controller.js';
import type { Services } from '../services/index.js';

export function bindBracketRoutes(table: RouteTable, services: Services): void {
  const brackets = bracketsController(services);
  bindRoute(table, routes.battles.brackets, brackets.get);
  bindRoute(table, routes.battles.undoBrackets, brackets.undo);
  bindRoute(table, routes.battles.seed, brackets.seed);
}
