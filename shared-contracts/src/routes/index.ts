import type { RouteDef } from '../http/route.js';
import { eventReadRoutes } from './events.js';
import { orgReadRoutes } from './orgs.js';
import { userReadRoutes } from './users.js';
import { battleReadRoutes } from './battles.js';

/** Every call of the API, grouped by area: `routes.events.get`. */
export const routes = {
  events: { ...eventReadRoutes },
  orgs: { ...orgReadRoutes },
  users: { ...userReadRoutes },
  battles: { ...battleReadRoutes },
};

/** The same routes as one flat list (binding, OpenAPI, tests). */
export const allRoutes: RouteDef[] = Object.values(routes).flatMap((group) => Object.values(group) as RouteDef[]);

export * from './events.js';
export * from './orgs.js';
export * from './users.js';
export * from './battles.js';
