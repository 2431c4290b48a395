// The API reads a page starts with, beside the site's pages (site-paths.ts), so the composition
// server can name them in the page's first HTML: the browser fetches them while the code downloads,
// and the page's own request picks the answer up (issue 7; scripts/server/page-hints.mjs).
//
// Each read is a route name and the exact input the page passes to the API client, keys in the
// page's order: the server builds the URL with the same client (`createApiClient().url`), and a
// preload is only used by a request for the same URL. Listed are only reads every signed-out visitor
// makes the same way — none that waits for another answer (the grid's list waits for the tab
// counts: firstGridListRead below, which the server reads itself), the clock (the calendar's month)
// or the session. e2e/first-read.spec.ts loads every page of this table and fails when its request
// differs from the preload.
import { createApiClient } from '../http/api-client.js';
import { allRoutes } from '../routes/index.js';
import { eventsGridQuery, firstGridSearch } from '../rules/events-grid.js';
import type { EventTabCounts } from '../schemas/event.js';
import * as SITE_PAGES from './site-paths.js';

export interface FirstRead {
  /** A route's `name` (`events.get`). */
  route: string;
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
}

/** Home (`/`, the shell's page with the events area's widget) and the pages of SITE_PAGES. */
export type FirstReadPage = keyof typeof SITE_PAGES | 'home';

/** The page's path parameters (`:id` → `{ id: '12' }`), digits only. */
type PageParams = Record<string, string>;

const byId = (route: string) => (page: PageParams) => ({ route, params: { id: page.id! } });

export const FIRST_READS: Partial<Record<FirstReadPage, (page: PageParams) => FirstRead[]>> = {
  home: () => [
    { route: 'events.list', query: { p: 0, pp: 3, t: 'now', s: 'date-asc' } },
    { route: 'events.list', query: { p: 0, pp: 3, t: 'future', s: 'date-asc' } },
    { route: 'workshops.list' },
  ],
  events: () => [{ route: 'events.tabs' }],
  eventsGrid: () => [{ route: 'events.tabs' }],
  // Its videos are below the first screen and asked for as the visitor nears them, so not here.
  event: (page) => [byId('events.get')(page)],
  members: () => [{ route: 'users.count' }, { route: 'users.list', query: { p: 0, pp: 50, sb: 'name-asc' } }],
  profile: (page) => [byId('users.get')(page), { route: 'events.tabs', query: { u: page.id! } }],
  battle: (page) => [byId('battles.get')(page)],
  prelims: (page) => [byId('battles.get')(page), byId('prelims.get')(page)],
  brackets: (page) => [byId('battles.get')(page), byId('battles.brackets')(page)],
  sparring: (page) => [byId('sparrings.get')(page)],
  organizations: () => [{ route: 'orgs.list', query: { p: 0, pp: 100 } }],
  organization: (page) => [byId('orgs.get')(page), { route: 'events.tabs', query: { o: page.id! } }],
};

const HOME = { pattern: '', reads: FIRST_READS.home };

/** `event/:id` → a matcher of `/event/12` answering `{ id: '12' }`; ids are digits, or no match. */
function matcher(pattern: string): (pathname: string) => PageParams | null {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '(\\d{1,10})';
    })
    .join('/');
  const regex = new RegExp(`^/${source}/?$`);
  return (pathname) => {
    const match = regex.exec(pathname);
    return match ? Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) : null;
  };
}

const PAGES = [
  HOME,
  ...Object.entries(SITE_PAGES).map(([name, page]) => ({ pattern: page.pattern, reads: FIRST_READS[name as FirstReadPage] })),
]
  .filter((page) => page.reads !== undefined)
  .map((page) => ({ match: matcher(page.pattern), reads: page.reads! }));

// Made on first use: routes/index.ts re-exports this module, so allRoutes is not ready while it loads.
let routesByName: Map<string, (typeof allRoutes)[number]> | null = null;

/** A read's URL exactly as a page requests it through the API client at `baseUrl` (`/api` in the shell). */
export function firstReadUrl(read: FirstRead, baseUrl: string): string {
  routesByName ??= new Map(allRoutes.map((route) => [route.name, route]));
  const route = routesByName.get(read.route);
  if (!route) throw new Error(`FIRST_READS names an unknown route "${read.route}"`);
  return createApiClient({ baseUrl }).url(route, { params: read.params, query: read.query } as never);
}

/** The URLs of a page path's first reads (firstReadUrl); none for a page without any. */
export function firstReadUrls(pathname: string, baseUrl: string): string[] {
  for (const page of PAGES) {
    const params = page.match(pathname);
    if (params) return page.reads(params).map((read) => firstReadUrl(read, baseUrl));
  }
  return [];
}

/**
 * The events grid's first list (/events, /events/grid), the read that waits for the tab counts
 * (their first read): the composition server reads the counts itself and preloads it
 * (scripts/server/card-hints.mjs). Null when no period has events.
 */
export function firstGridListRead(counts: EventTabCounts): FirstRead | null {
  const search = firstGridSearch(counts);
  if (!search) return null;
  const query = Object.fromEntries(Object.entries(eventsGridQuery(search, 0)).filter(([, value]) => value !== undefined));
  return { route: 'events.list', query: query as FirstRead['query'] };
}
