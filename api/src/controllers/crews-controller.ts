import type { routes } from '@cypher/contracts';
import type { RouteHandler } from '../http/bind-route.js';
import type { Services } from '../services/index.js';

type R = typeof routes.crews;

export function crewsController(services: Services) {
  const crews = services.battleCrews;
  const create: RouteHandler<R['create']> = ({ params, caller, body }) => crews.create(params.battleId, caller, body);
  const update: RouteHandler<R['update']> = ({ params, caller, body }) =>
    crews.update(params.battleId, params.crewId, caller, body);
  const unregister: RouteHandler<R['unregister']> = ({ params, caller }) =>
    crews.unregister(params.battleId, params.crewId, caller);
  const join: RouteHandler<R['join']> = ({ params, caller }) => crews.join(params.battleId, params.crewId, caller);
  const accept: RouteHandler<R['accept']> = ({ params, caller }) => crews.accept(params.battleId, params.crewId, caller);
  const decline: RouteHandler<R['decline']> = ({ params, caller }) => crews.decline(params.battleId, params.crewId, caller);
  return { create, update, unregister, join, accept, decline };
}
