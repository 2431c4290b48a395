import type { routes } from '@cypher/contracts';
import type { RouteHandler } from '../http/bind-route.js';
import type { Services } from '../services/index.js';

type R = typeof routes.sparrings;

/** The sparring page's calls, and the admin's pick of a winner. */
export function sparringsController(services: Services) {
  const { sparrings, sparringJudging: judging, sparringOutcome: outcome, sparringVotes: votes } = services;
  const get: RouteHandler<R['get']> = ({ params, caller }) => sparrings.get(params.id, caller);
  const judge: RouteHandler<R['judge']> = ({ params, caller, body }) => judging.judge(params.id, caller, body);
  const reset: RouteHandler<R['reset']> = ({ params, caller }) => outcome.reset(params.id, caller);
  const vote: RouteHandler<R['vote']> = ({ params, caller }) => votes.vote(params.id, caller, params.value);
  const addExtraRound: RouteHandler<R['addExtraRound']> = ({ params, caller }) => judging.addExtraRound(params.id, caller);
  const finish: RouteHandler<R['finish']> = ({ params, caller }) => outcome.finish(params.id, caller);
  const setWinner: RouteHandler<typeof routes.admin.setSparringWinner> = ({ params, caller }) =>
    outcome.setWinner(params.id, caller, params.winnerId);
  return { get, judge, reset, vote, addExtraRound, finish, setWinner };
}
