import { useCallback } from 'react';
import { routes, type Media } from '@cypher/contracts';
import { useApi, usePlatform } from '@cypher/contracts/react';

/** The organization's videos and the calls that change them (each answers the new list). */
export function useOrgMedia(orgId: number) {
  const { api } = usePlatform();
  const { data, mutate } = useApi(routes.media.list, { query: { o: orgId } });
  const keep = useCallback(
    async (answer: Media[] | null) => {
      if (answer) await mutate(answer, { revalidate: false });
      return answer;
    },
    [mutate],
  );
  const add = useCallback(
    (link: string) => api.call(routes.media.save, { body: { link, name: '', orgId } }).then(keep),
    [api, orgId, keep],
  );
  const rename = useCallback(
    (media: Media, name: string) =>
      api.call(routes.media.save, { body: { id: media.id, link: media.link, name, orgId } }).then(keep),
    [api, orgId, keep],
  );
  const remove = useCallback(
    (media: Media) => api.call(routes.media.remove, { params: { id: media.id } }).then(keep),
    [api, keep],
  );
  return { media: data, add, rename, remove };
}
