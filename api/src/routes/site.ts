import { routes } from '@cypher/contracts';
import { bindRoute, type RouteTable } from '../http/bind-route.js';
import type { SiteSettings } from '../config.js';
import type { Services } from '../services/index.js';

/**
 * `GET /config`: what the front ends need from the environment (a remote cannot read it);
 * `GET /home-banner`: the event the site setting names.
 */
export function bindSiteRoutes(table: RouteTable, site: SiteSettings, services: Services): void {
  bindRoute(table, routes.site.config, async () => ({ googleMapsApiKey: site.googleMapsApiKey }));
  bindRoute(table, routes.site.homeBanner, () => services.homeBanner.current());
}
