import { defineRoute } from '../http/route.js';
import { Id, shape } from '../schemas/common.js';
import { Battle } from '../schemas/battle.js';
import { CrewInput } from '../schemas/battle-input.js';

const BattleParams = shape({ battleId: Id });
const CrewParams = shape({ battleId: Id, crewId: Id });

function crewAction(call: 'unregister' | 'join' | 'accept' | 'decline', summary: string) {
  return defineRoute({
    name: `crews.${call}`,
    method: 'POST',
    path: `/crews/:battleId/:crewId/${call}`,
    summary,
    access: 'signedIn',
    params: CrewParams,
    response: Battle,
  });
}

/** Every crew call answers the updated battle. */
export const crewRoutes = {
  create: defineRoute({
    name: 'crews.create',
    method: 'POST',
    path: '/crews/:battleId',
    summary: "Register a new crew ('Register Crew'); the other members are invited",
    access: 'signedIn',
    params: BattleParams,
    body: CrewInput,
    response: Battle,
  }),
  update: defineRoute({
    name: 'crews.update',
    method: 'PUT',
    path: '/crews/:battleId/:crewId',
    summary: "Rename a crew or change its members ('Save edits')",
    access: 'signedIn',
    params: CrewParams,
    body: CrewInput,
    response: Battle,
  }),
  unregister: crewAction('unregister', 'Take the caller’s crew out of the battle'),
  join: crewAction('join', "Ask to join a crew ('Join existing crew')"),
  accept: crewAction('accept', 'Accept an invitation to a crew'),
  decline: crewAction('decline', 'Decline an invitation (leaves the crew)'),
};
