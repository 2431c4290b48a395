import { routes } from '@cypher/contracts';
import { useApi } from '@cypher/contracts/react';

/** `GET /home-banner`: the event the site's banner links to, or null. */
export function useHomeBanner() {
  return useApi(routes.site.homeBanner, {});
}
