import { routes } from '@cypher/contracts';
import { useApi } from '@cypher/contracts/react';

/** GET /config: the Maps browser key (null when the server has none). */
export function useSiteConfig() {
  return useApi(routes.site.config, {});
}
