import { defineRoute } from '../http/route.js';
import { IdParams } from '../schemas/common.js';
import { Battle } from '../schemas/battle.js';

export const battleReadRoutes = {
  get: defineRoute({
    name: 'battles.get',
    method: 'GET',
    path: '/battles/:id',
    summary: 'One battle with its event, crews or dancers, waitlist, winners and the caller’s permissions',
    access: 'public',
    params: IdParams,
    response: Battle,
  }),
};
