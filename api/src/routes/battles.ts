import { routes } from '@cypher/contracts';
import { bindRoute, type RouteTable } from '../http/bind-route.js';
import { battlesController } from '../controllers/battles-controller.js';
import type { Services } from '../services/index.js';

export function bindBattleRoutes(table: RouteTable, services: Services): void {
  const battles = battlesController(services);
  bindRoute(table, routes.battles.get, battles.get);
}
