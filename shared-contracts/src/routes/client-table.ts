// The route table as front ends see it: every call's name, method and path, with its schemas as
// types only. Derived from `routes` (the one definition), so the two cannot drift.
//
// One export per area, re-exported by the browser entry as the namespace `routes`. In the sources
// (jest, typecheck) each area is an object derived at run time from the full definitions
// (`client-data.ts`). The contracts build replaces the compiled `dist/routes/client-table.js` with
// the same data written out (`build/client-route-table.mjs`): each area a module of its own
// (`dist/routes/client/<area>.js`, re-exported as a namespace) holding one pure `clientRoute` call
// per call, so a browser bundle keeps only the calls it reads (`routes.events.list`: the shell its
// session and bell calls, a page its own; issue 7), and no TypeBox or schema: validators stay on
// the server.
import { clientRoute } from '../http/route-data.js';
import { toRouteData, type ClientRoutes } from './client-data.js';
import { routes as serverRoutes } from './index.js';

const data = toRouteData(serverRoutes);
const area = <A extends keyof ClientRoutes>(name: A) =>
  Object.fromEntries(
    Object.entries(data[name]!).map(([call, tuple]) => [call, clientRoute(name, call, tuple)]),
  ) as ClientRoutes[A];

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
