import { routes } from '@cypher/contracts';
import { bindRoute, type RouteTable } from '../http/bind-route.js';
import { mediaController } from '../controllers/media-controller.js';
import type { Services } from '../services/index.js';

export function bindMediaRoutes(table: RouteTable, services: Services): void {
  const media = mediaController(services);
  bindRoute(table, routes.media.list, media.list);
  bindRoute(table, routes.media.save, media.save);
  bindRoute(table, routes.media.remove, media.remove);
  // Home's workshops ('Coming soon'), listed beside the media as in the contracts.
  bindRoute(table, routes.workshops.list, () => services.workshops.list());
}
