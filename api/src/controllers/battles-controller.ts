import type { routes } from '@cypher/contracts';
import type { RouteHandler } from '../http/bind-route.js';
import type { Services } from '../services/index.js';

type R = typeof routes.battles;

/** The battle page's own calls: the read, the caller's registration and signatures, winners. */
export function battlesController(services: Services) {
  const { battles, battleRegistration: registration, battleWinners } = services;
  const get: RouteHandler<R['get']> = ({ params, caller }) => battles.get(params.id, caller);
  const register: RouteHandler<R['register']> = ({ params, caller }) => registration.register(params.id, caller);
  const unregister: RouteHandler<R['unregister']> = ({ params, caller }) => registration.unregister(params.id, caller);
  const signAgreement: RouteHandler<R['signAgreement']> = ({ params, caller }) =>
    registration.sign(params.id, caller, 'agreement');
  const signWaiver: RouteHandler<R['signWaiver']> = ({ params, caller }) => registration.sign(params.id, caller, 'waiver');
  const saveWinners: RouteHandler<R['saveWinners']> = ({ params, caller, body }) => battleWinners.save(params.id, caller, body);
  return { get, register, unregister, signAgreement, signWaiver, saveWinners };
}
