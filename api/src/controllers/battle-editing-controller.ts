import type { routes } from '@cypher/contracts';
import type { RouteHandler } from '../http/bind-route.js';
import type { Services } from '../services/index.js';

type R = typeof routes.battles;

/** Thin: the event wizard's battle editor (add, save, delete, judges). */
export function battleEditingController(services: Services) {
  const { battleEditing } = services;
  const add: RouteHandler<typeof routes.events.addBattle> = ({ params, caller }) => battleEditing.add(params.id, caller);
  const update: RouteHandler<R['update']> = ({ params, body, caller }) => battleEditing.update(params.id, body, caller);
  const remove: RouteHandler<R['remove']> = ({ params, caller }) => battleEditing.remove(params.id, caller);
  const addRole: RouteHandler<R['addRole']> = ({ params, body, caller }) => battleEditing.addRole(params.id, body, caller);
  const removeRole: RouteHandler<R['removeRole']> = ({ params, body, caller }) =>
    battleEditing.removeRole(params.id, body, caller);
  return { add, update, remove, addRole, removeRole };
}
