import { routes } from '@cypher/contracts';
import { useApi } from '@cypher/contracts/react';

/** GET /user/:id — the profile shown on /profile/:id (null data when it does not exist). */
export function useProfile(id: number | null) {
  return useApi(routes.users.get, id === null ? null : { params: { id } });
}
