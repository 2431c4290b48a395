import { defineRoute } from '../http/route.js';
import { SiteConfig } from '../schemas/site.js';

export const siteRoutes = {
  config: defineRoute({
    name: 'site.config',
    method: 'GET',
    path: '/config',
    summary: 'Public settings for the front ends (the Google Maps browser key)',
    access: 'public',
    response: SiteConfig,
  }),
};
