import { Router } from 'express';
import { routes } from '@cypher/contracts';
import { bindCalls, bindRoute, type RouteTable } from '../http/bind-route.js';
import { battlesController } from '../controllers/battles-controller.js';
import { crewsController } from '../controllers/crews-controller.js';
import { battleAdminController } from '../controllers/battle-admin-controller.js';
import { battleEditingController } from '../controllers/battle-editing-controller.js';
import { getCaller } from '../auth/caller.js';
import { UnauthorizedError } from '../errors.js';
import { idParam } from '../http/id-param.js';
import type { Services } from '../services/index.js';
import { bindBracketRoutes } from './brackets.js';
import { bindSparringRoutes } from './sparrings.js';

export function bindBattleRoutes(table: RouteTable, services: Services): void {
  const battleCalls = ['get', 'register', 'unregister', 'signAgreement', 'signWaiver', 'saveWinners'] as const;
  bindCalls(table, routes.battles, battlesController(services), battleCalls);

  const editing = battleEditingController(services);
  bindRoute(table, routes.events.addBattle, editing.add);
  bindCalls(table, routes.battles, editing, ['update', 'remove', 'addRole', 'removeRole']);

  bindCalls(table, routes.crews, crewsController(services), ['create', 'update', 'unregister', 'join', 'accept', 'decline']);

  bindCalls(table, routes.admin, battleAdminController(services), [
    'registerDancers',
    'unregisterDancer',
    'battleUsers',
    'signAgreement',
    'signWaiver',
    'acceptCrewMember',
    'declineCrewMember',
    'unregisterCrew',
  ]);

  bindBracketRoutes(table, services);
  bindSparringRoutes(table, services);
}

/**
 * GET /battles/:id/download answers text/csv, not JSON, so it is a plain route (listed in the
 * OpenAPI document through the contract); the file is named after the battle.
 */
export function battleDownloadRouter(services: Services): Router {
  const router = Router();
  router.get('/battles/:id/download', async (req, res) => {
    const id = idParam(req);
    const caller = getCaller(req);
    if (!caller) throw new UnauthorizedError();
    const file = await services.battleCsv.download(id, caller);
    res.attachment(file.fileName).type('text/csv; charset=utf-8').send(file.csv);
  });
  return router;
}
