import type { routes } from '@cypher/contracts';
import type { RouteHandler } from '../http/bind-route.js';
import type { Services } from '../services/index.js';

type R = typeof routes.prelims;

/** The preliminaries' calls: read, judge, gone, groups, randomize, 'Add to bracket'. */
export function prelimsController(services: Services) {
  const { prelims, prelimsJudging, prelimsGroups, prelimsFinish } = services;
  const get: RouteHandler<R['get']> = ({ params, query, caller }) => prelims.get(params.id, caller, query);
  const judge: RouteHandler<R['judge']> = ({ params, body, caller }) => prelimsJudging.judge(params.id, caller, body);
  const gone: RouteHandler<R['gone']> = ({ params, body, caller }) =>
    prelimsJudging.setGone(params.id, caller, params.participantId, body.gone);
  const finish: RouteHandler<R['finish']> = ({ params, caller }) => prelimsFinish.finish(params.id, caller);
  const reshuffle: RouteHandler<R['reshuffle']> = ({ params, caller }) => prelimsFinish.reshuffle(params.id, caller);
  const createGroups: RouteHandler<R['createGroups']> = ({ params, body, caller }) =>
    prelimsGroups.createGroups(params.id, caller, body.amount);
  const move: RouteHandler<R['move']> = ({ params, body, caller }) =>
    prelimsGroups.move(params.id, caller, params.groupA, params.groupB, body.id);
  return { get, judge, gone, finish, reshuffle, createGroups, move };
}
