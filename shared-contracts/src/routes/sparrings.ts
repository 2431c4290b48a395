import { Type } from '@sinclair/typebox';
import { defineRoute } from '../http/route.js';
import { Id, IdParams, shape } from '../schemas/common.js';
import { Sparring, SparringColour, SparringScoreInput } from '../schemas/brackets.js';

/** Every sparring call answers the updated sparring. */
export const sparringRoutes = {
  get: defineRoute({
    name: 'sparrings.get',
    method: 'GET',
    path: '/sparrings/:id',
    summary: 'One sparring with its rounds, totals, audience votes and the caller’s permissions',
    access: 'public',
    params: IdParams,
    response: Sparring,
  }),
  judge: defineRoute({
    name: 'sparrings.judge',
    method: 'POST',
    path: '/sparrings/:id/judge',
    summary: 'A judge submits points for every round (6 to 10 with an optional half point)',
    access: 'signedIn',
    params: IdParams,
    body: Type.Array(SparringScoreInput, { minItems: 1, maxItems: 200 }),
    response: Sparring,
  }),
  reset: defineRoute({
    name: 'sparrings.reset',
    method: 'DELETE',
    path: '/sparrings/:id/judge',
    summary: 'Reset a sparring’s scores (those who can edit the event)',
    access: 'signedIn',
    params: IdParams,
    response: Sparring,
  }),
  vote: defineRoute({
    name: 'sparrings.vote',
    method: 'POST',
    path: '/sparrings/:id/audience/:value',
    summary: 'An audience vote for red or blue',
    access: 'signedIn',
    params: shape({ id: Id, value: SparringColour }),
    response: Sparring,
  }),
  addExtraRound: defineRoute({
    name: 'sparrings.addExtraRound',
    method: 'POST',
    path: '/sparrings/:id/extra',
    summary: 'Add a tie-breaker round',
    access: 'signedIn',
    params: IdParams,
    response: Sparring,
  }),
  finish: defineRoute({
    name: 'sparrings.finish',
    method: 'POST',
    path: '/sparrings/:id/finish',
    summary: 'Finish the sparring and move the winner on',
    access: 'signedIn',
    params: IdParams,
    response: Sparring,
  }),
};
