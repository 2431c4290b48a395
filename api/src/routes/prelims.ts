import { routes } from '@cypher/contracts';
import { bindCalls, type RouteTable } from '../http/bind-route.js';
import { prelimsController } from '../controllers/prelims-controller.js';
import type { Services } from '../services/index.js';

export function bindPrelimsRoutes(table: RouteTable, services: Services): void {
  // The fixed paths (gone/…, finish, create-groups) before :groupA/move/:groupB.
  const calls = ['get', 'judge', 'gone', 'finish', 'reshuffle', 'createGroups', 'move'] as const;
  bindCalls(table, routes.prelims, prelimsController(services), calls);
}
