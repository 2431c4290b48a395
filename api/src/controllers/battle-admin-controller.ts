import type { routes } from '@cypher/contracts';
import type { RouteHandler } from '../http/bind-route.js';
import type { Services } from '../services/index.js';

type R = typeof routes.admin;

/** Staff calls on a battle's dancers and crews (check-in and un-check are the events area's). */
export function battleAdminController(services: Services) {
  const admin = services.battleAdmin;
  const registerDancers: RouteHandler<R['registerDancers']> = ({ params, caller, body }) =>
    admin.registerDancers(params.id, caller, body);
  const unregisterDancer: RouteHandler<R['unregisterDancer']> = ({ params, caller, body }) =>
    admin.unregisterDancer(params.id, caller, body);
  const battleUsers: RouteHandler<R['battleUsers']> = ({ params, caller, query }) => admin.candidates(params.id, caller, query);
  const signAgreement: RouteHandler<R['signAgreement']> = ({ params, caller }) =>
    admin.sign(params.id, params.userId, caller, 'agreement');
  const signWaiver: RouteHandler<R['signWaiver']> = ({ params, caller }) =>
    admin.sign(params.id, params.userId, caller, 'waiver');
  const acceptCrewMember: RouteHandler<R['acceptCrewMember']> = ({ params, caller }) =>
    admin.acceptCrewMember(params.battleId, params.crewId, params.userId, caller);
  const declineCrewMember: RouteHandler<R['declineCrewMember']> = ({ params, caller }) =>
    admin.declineCrewMember(params.battleId, params.crewId, params.userId, caller);
  const unregisterCrew: RouteHandler<R['unregisterCrew']> = ({ params, caller }) =>
    admin.unregisterCrew(params.battleId, params.crewId, caller);
  return {
    registerDancers,
    unregisterDancer,
    battleUsers,
    signAgreement,
    signWaiver,
    acceptCrewMember,
    declineCrewMember,
    unregisterCrew,
  };
}
