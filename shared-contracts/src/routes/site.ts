import { defineRoute } from '../http/route.js';
import { HomeBanner, SiteConfig } from '../schemas/site.js';

export const siteRoutes = {
  config: defineRoute({
    name: 'site.config',
    method: 'GET',
    path: '/config',
    summary: 'Public settings for the front ends (the Google Maps browser key)',
    access: 'public',
    response: SiteConfig,
  }),
  homeBanner: defineRoute({
    name: 'site.homeBanner',
    method: 'GET',
    path: '/home-banner',
    summary: 'The event Home’s banner links to (a site setting), or null',
    access: 'public',
    response: HomeBanner,
  }),
};
