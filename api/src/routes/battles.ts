import { Router } from 'express';
import { routes } from '@cypher/contracts';
import { bindRoute, type RouteTable } from '../http/bind-route.js';
import { battlesController } from '../controllers/battles-controller.js';
import { crewsController } from '../controllers/crews-controller.js';
import { battleAdminController } from '../controllers/battle-admin-controller.js';
import { battleEditingController } from '../controllers/battle-editing-controller.js';
import { getCaller } from '../auth/caller.js';
import { BadRequestError, UnauthorizedError } from '../errors.js';
import type { Services } from '../services/index.js';
import { bindBracketRoutes } from './brackets.js';
import { bindSparringRoutes } from './sparrings.js';

export function bindBattleRoutes(table: RouteTable, services: Services): void {
  const battles = battlesController(services);
  bindRoute(table, routes.battles.get, battles.get);
  bindRoute(table, routes.battles.register, battles.register);
  bindRoute(table, routes.battles.unregister, battles.unregister);
  bindRoute(table, routes.battles.signAgreement, battles.signAgreement);
  bindRoute(table, routes.battles.signWaiver, battles.signWaiver);
  bindRoute(table, routes.battles.saveWinners, battles.saveWinners);

  const editing = battleEditingController(services);
  bindRoute(table, routes.events.addBattle, editing.add);
  bindRoute(table, routes.battles.update, editing.update);
  bindRoute(table, routes.battles.remove, editing.remove);
  bindRoute(table, routes.battles.addRole, editing.addRole);
  bindRoute(table, routes.battles.removeRole, editing.removeRole);

  const crews = crewsController(services);
  bindRoute(table, routes.crews.create, crews.create);
  bindRoute(table, routes.crews.update, crews.update);
  bindRoute(table, routes.crews.unregister, crews.unregister);
  bindRoute(table, routes.crews.join, crews.join);
  bindRoute(table, routes.crews.accept, crews.accept);
  bindRoute(table, routes.crews.decline, crews.decline);

  const admin = battleAdminController(services);
  bindRoute(table, routes.admin.registerDancers, admin.registerDancers);
  bindRoute(table, routes.admin.unregisterDancer, admin.unregisterDancer);
  bindRoute(table, routes.admin.battleUsers, admin.battleUsers);
  bindRoute(table, routes.admin.signAgreement, admin.signAgreement);
  bindRoute(table, routes.admin.signWaiver, admin.signWaiver);
  bindRoute(table, routes.admin.acceptCrewMember, admin.acceptCrewMember);
  bindRoute(table, routes.admin.declineCrewMember, admin.declineCrewMember);
  bindRoute(table, routes.admin.unregisterCrew, admin.unregisterCrew);

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
    if (!/^\d+$/.test(req.params.id) || Number(req.params.id) < 1)
      throw new BadRequestError('params.id must be a positive integer', 'params.id', { rule: 'type' });
    const caller = getCaller(req);
    if (!caller) throw new UnauthorizedError();
    const file = await services.battleCsv.download(Number(req.params.id), caller);
    res.attachment(file.fileName).type('text/csv; charset=utf-8').send(file.csv);
  });
  return router;
}
