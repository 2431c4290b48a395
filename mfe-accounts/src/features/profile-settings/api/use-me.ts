import { routes } from '@cypher/contracts';
import { useApi } from '@cypher/contracts/react';

/** GET /user — the profile the caller acts as, with the account's e-mail, profiles and provider. */
export function useMe() {
  return useApi(routes.users.me, {});
}
