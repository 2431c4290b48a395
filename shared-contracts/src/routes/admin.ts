import { Type } from '@sinclair/typebox';
import { defineRoute } from '../http/route.js';
import { Id, IdParams, Keyword, PageIndex, PageSize, shape } from '../schemas/common.js';
import { Battle } from '../schemas/battle.js';
import { EventDetail } from '../schemas/event.js';
import { Sparring } from '../schemas/brackets.js';
import { AdminRegisterInput, AdminUnregisterInput, BattleCandidate, SignedAt } from '../schemas/battle-input.js';
import { BATTLE_DANCER_SEARCH_PAGE_SIZE, USER_SEARCH_PAGE_SIZE } from '../constants.js';

const BattleUserParams = shape({ id: Id, userId: Id });
const CrewParams = shape({ battleId: Id, crewId: Id });
const CrewUserParams = shape({ battleId: Id, crewId: Id, userId: Id });

export const BattleUsersQuery = shape({
  p: Type.Optional(PageIndex),
  pp: Type.Optional(PageSize(USER_SEARCH_PAGE_SIZE, BATTLE_DANCER_SEARCH_PAGE_SIZE)),
  k: Type.Optional(Keyword),
});

/** Calls event staff make for others; the API checks the staff role on every one. */
export const adminRoutes = {
  registerDancers: defineRoute({
    name: 'admin.registerDancers',
    method: 'POST',
    path: '/admin/battles/:id/register',
    summary: 'Register dancers into a battle',
    access: 'signedIn',
    params: IdParams,
    body: AdminRegisterInput,
    response: Battle,
  }),
  unregisterDancer: defineRoute({
    name: 'admin.unregisterDancer',
    method: 'POST',
    path: '/admin/battles/:id/unregister',
    summary: 'Unregister a dancer (from their crew when crewId is given)',
    access: 'signedIn',
    params: IdParams,
    body: AdminUnregisterInput,
    response: Battle,
  }),
  uncheck: defineRoute({
    name: 'admin.uncheck',
    method: 'POST',
    path: '/admin/events/:eventId/uncheck/:userId',
    summary: 'Undo a dancer’s check-in (clears their battle numbers)',
    access: 'signedIn',
    params: shape({ eventId: Id, userId: Id }),
    response: EventDetail,
  }),
  battleUsers: defineRoute({
    name: 'admin.battleUsers',
    method: 'GET',
    path: '/admin/battles/:id/users',
    summary: 'Dancers an admin may register, with their signature state',
    access: 'signedIn',
    params: IdParams,
    query: BattleUsersQuery,
    response: Type.Array(BattleCandidate),
  }),
  signAgreement: defineRoute({
    name: 'admin.signAgreement',
    method: 'POST',
    path: '/admin/battles/:id/sign-agreement/:userId',
    summary: 'Record a dancer’s signed agreement',
    access: 'signedIn',
    params: BattleUserParams,
    response: SignedAt,
  }),
  signWaiver: defineRoute({
    name: 'admin.signWaiver',
    method: 'POST',
    path: '/admin/battles/:id/sign-waiver/:userId',
    summary: 'Record a dancer’s signed waiver',
    access: 'signedIn',
    params: BattleUserParams,
    response: SignedAt,
  }),
  acceptCrewMember: defineRoute({
    name: 'admin.acceptCrewMember',
    method: 'POST',
    path: '/admin/crews/:battleId/:crewId/accept/:userId',
    summary: 'Confirm a dancer in a crew',
    access: 'signedIn',
    params: CrewUserParams,
    response: Battle,
  }),
  declineCrewMember: defineRoute({
    name: 'admin.declineCrewMember',
    method: 'POST',
    path: '/admin/crews/:battleId/:crewId/decline/:userId',
    summary: 'Decline a dancer (removes them from the crew)',
    access: 'signedIn',
    params: CrewUserParams,
    response: Battle,
  }),
  unregisterCrew: defineRoute({
    name: 'admin.unregisterCrew',
    method: 'POST',
    path: '/admin/crews/:battleId/:crewId/unregister',
    summary: 'Unregister a whole crew',
    access: 'signedIn',
    params: CrewParams,
    response: Battle,
  }),
  setSparringWinner: defineRoute({
    name: 'admin.setSparringWinner',
    method: 'POST',
    path: '/admin/sparrings/:id/set-winner/:winnerId',
    summary: 'Pick the winner of a sparring without points and finish it',
    access: 'signedIn',
    params: shape({ id: Id, winnerId: Id }),
    response: Sparring,
  }),
};
