import { useCallback, useMemo } from 'react';
// The route table through the shared `@cypher/contracts` (already on the page), not relatively: a
// chunk fetched on demand would carry a second copy of it.
import { routes } from '@cypher/contracts';
import type { Media } from '../../schemas/media.js';
import { useApi } from '../use-api.js';
import { usePlatform } from '../platform-context.js';
import type { MediaOwner } from '../media-panel.js';

const mediaRoutes = routes.media;

/** The owner's videos and the calls that change them (each answers the new list). */
export function useMedia(owner: MediaOwner) {
  const { api } = usePlatform();
  const orgId = 'orgId' in owner ? owner.orgId : null;
  const eventId = 'eventId' in owner ? owner.eventId : null;
  const ids = useMemo(() => (orgId !== null ? { orgId } : { eventId }), [orgId, eventId]);
  const { data, mutate } = useApi(mediaRoutes.list, { query: orgId !== null ? { o: orgId } : { e: eventId ?? undefined } });
  const keep = useCallback(
    async (answer: Media[] | null) => {
      if (answer) await mutate(answer, { revalidate: false });
      return answer;
    },
    [mutate],
  );
  const add = useCallback(
    (link: string) => api.call(mediaRoutes.save, { body: { link, name: '', ...ids } }).then(keep),
    [api, ids, keep],
  );
  const rename = useCallback(
    (media: Media, name: string) =>
      api.call(mediaRoutes.save, { body: { id: media.id, link: media.link, name, ...ids } }).then(keep),
    [api, ids, keep],
  );
  const remove = useCallback(
    (media: Media) => api.call(mediaRoutes.remove, { params: { id: media.id } }).then(keep),
    [api, keep],
  );
  return { media: data, add, rename, remove };
}
