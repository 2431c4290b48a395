import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { routes, type Organization, type OrganizationUpdateInput, type OrgRole } from '@cypher/contracts';
import { useApi, usePlatform } from '@cypher/contracts/react';

export interface OrganizationState {
  org: Organization | null;
  loading: boolean;
  /** The API answered with a failure (unknown id): the page shows not-found. */
  missing: boolean;
}

/** GET /orgs/:id, cached under its URL so every page of the organization shares one answer. */
export function useOrganization(id: number | null): OrganizationState {
  const { data, isLoading } = useApi(routes.orgs.get, id === null ? null : { params: { id } });
  return { org: data ?? null, loading: isLoading || data === undefined, missing: data === null };
}

/**
 * The organization's writes. Each answers the saved organization (or null on failure, already
 * reported by the client) and puts it in the cache so every view of it shows the change at once.
 */
export function useOrganizationActions(id: number) {
  const { api } = usePlatform();
  const { mutate } = useSWRConfig();
  const key = api.url(routes.orgs.get, { params: { id } });

  const keep = useCallback(
    async (answer: Organization | null) => {
      if (answer) await mutate(key, answer, { revalidate: false });
      return answer;
    },
    [mutate, key],
  );

  const save = useCallback(
    async (body: OrganizationUpdateInput) => keep(await api.call(routes.orgs.update, { params: { id }, body })),
    [api, id, keep],
  );
  const addRole = useCallback(
    async (userId: number, role: OrgRole) =>
      keep(await api.call(routes.orgs.addRole, { params: { id }, body: { userId, role } })),
    [api, id, keep],
  );
  const removeRole = useCallback(
    async (userId: number, role: OrgRole) =>
      keep(await api.call(routes.orgs.removeRole, { params: { id }, body: { userId, role } })),
    [api, id, keep],
  );
  /** Member counts live on the organization: ask for it again after a member change. */
  const reload = useCallback(() => mutate(key), [mutate, key]);

  return { save, addRole, removeRole, reload };
}
