// The route table as front ends see it: every call's name, method and path, with its schemas as
// types only. Derived from `routes` (the one definition), so the two cannot drift.
//
// One export per area, re-exported by the browser entry as the namespace `routes`: a bundle keeps
// only the areas it reads (`routes.events.list` keeps `events`), so the shell carries its auth,
// users and notifications calls and an area its own, not every page the whole table (issue 7).
//
// In the sources (jest, typecheck) this module derives the table's data at run time from the full
// definitions (`client-data.ts`). The contracts build then replaces its compiled `dist/routes/client-table.js` with
// the same data written out as tuples (`build/client-route-table.mjs`, `http/route-data.ts`), so a
// browser bundle that imports it carries no TypeBox and no schema — validators stay on the server.
import { expandArea } from '../http/route-data.js';
import { toRouteData, type ClientRoutes } from './client-data.js';
import { routes as serverRoutes } from './index.js';

const data = toRouteData(serverRoutes);
const area = <A extends keyof ClientRoutes>(name: A) => expandArea(name, data[name]!) as ClientRoutes[A];

// Every area of `routes/index.ts`, in its order (browser.test.ts checks that none is missing).
export const auth = area('auth');
export const site = area('site');
export const events = area('events');
export const orgs = area('orgs');
export const users = area('users');
export const notifications = area('notifications');
export const media = area('media');
export const images = area('images');
export const workshops = area('workshops');
export const battles = area('battles');
export const crews = area('crews');
export const prelims = area('prelims');
export const sparrings = area('sparrings');
export const admin = area('admin');
