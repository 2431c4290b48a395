import type { RouteDef } from '../http/route.js';
import { eventReadRoutes } from './events.js';
import { eventActionRoutes } from './event-actions.js';
import { orgReadRoutes } from './orgs.js';
import { orgActionRoutes } from './org-actions.js';
import { userReadRoutes } from './users.js';
import { accountRoutes } from './account.js';
import { notificationRoutes } from './notifications.js';
import { imageRoutes, mediaRoutes, workshopRoutes } from './media.js';
import { battleReadRoutes } from './battles.js';
import { battleActionRoutes } from './battle-actions.js';
import { crewRoutes } from './crews.js';
import { prelimsRoutes } from './prelims.js';
import { sparringRoutes } from './sparrings.js';
import { adminRoutes } from './admin.js';
import { authRoutes } from './auth.js';
import { siteRoutes } from './site.js';

/**
 * Every call of the API, grouped by area: `routes.events.get`. Within an area, static paths come
 * before parameter paths that could match them (`/events/tabs` before `/events/:id`), so binding
 * in `allRoutes` order is safe in Express.
 */
export const routes = {
  auth: authRoutes,
  site: siteRoutes,
  events: { ...eventReadRoutes, ...eventActionRoutes },
  orgs: { ...orgReadRoutes, ...orgActionRoutes },
  users: { ...userReadRoutes, ...accountRoutes },
  notifications: notificationRoutes,
  media: mediaRoutes,
  images: imageRoutes,
  workshops: workshopRoutes,
  battles: { ...battleReadRoutes, ...battleActionRoutes },
  crews: crewRoutes,
  prelims: prelimsRoutes,
  sparrings: sparringRoutes,
  admin: adminRoutes,
};

/** The same routes as one flat list (binding, OpenAPI, tests). */
export const allRoutes: RouteDef[] = Object.values(routes).flatMap((group) => Object.values(group) as RouteDef[]);

export * from './events.js';
export * from './event-actions.js';
export * from './orgs.js';
export * from './org-actions.js';
export * from './users.js';
export * from './account.js';
export * from './notifications.js';
export * from './media.js';
export * from './battles.js';
export * from './battle-actions.js';
export * from './crews.js';
export * from './prelims.js';
export * from './sparrings.js';
export * from './admin.js';
export * from './auth.js';
export * from './site.js';
// The pages' first reads by route name (beside the site's pages; the server's, types only in the browser).
export * from '../platform/first-reads.js';
