import { routes } from '@cypher/contracts';
import { bindRoute, type RouteTable } from '../http/bind-route.js';
import type { SiteSettings } from '../config.js';

/** `GET /config`: what the front ends need from the environment (a remote cannot read it). */
export function bindSiteRoutes(table: RouteTable, site: SiteSettings): void {
  bindRoute(table, routes.site.config, async () => ({ googleMapsApiKey: site.googleMapsApiKey }));
}
