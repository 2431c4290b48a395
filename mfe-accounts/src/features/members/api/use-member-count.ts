import { routes } from '@cypher/contracts';
import { useApi } from '@cypher/contracts/react';

/** How many dancers the directory holds, for 'Search {count} cards'; null until known. */
export function useMemberCount(): number | null {
  const { data } = useApi(routes.users.count, {});
  return data?.count ?? null;
}
