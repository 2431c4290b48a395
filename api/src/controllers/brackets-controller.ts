import type { routes } from '@cypher/contracts';
import type { RouteHandler } from '../http/bind-route.js';
import type { Services } from '../services/index.js';

type R = typeof routes.battles;

/** The brackets page's calls: the tree, 'Undo bracket' and 'Submit bracket'. */
export function bracketsController(services: Services) {
  const { brackets } = services;
  const get: RouteHandler<R['brackets']> = ({ params, caller }) => brackets.get(params.id, caller);
  const undo: RouteHandler<R['undoBrackets']> = ({ params, caller }) => brackets.undo(params.id, caller);
  const seed: RouteHandler<R['seed']> = ({ params, caller, body }) => brackets.seed(params.id, caller, body);
  return { get, undo, seed };
}
