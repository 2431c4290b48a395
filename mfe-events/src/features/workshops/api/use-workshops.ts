import { routes } from '@cypher/contracts';
import { useApi } from '@cypher/contracts/react';

/** GET /workshops: Home's 'Coming soon' workshops with their instructors' cards. */
export function useWorkshops() {
  return useApi(routes.workshops.list, {});
}
