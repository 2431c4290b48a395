import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { routes, type EventDetail, type EventUpdateInput } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';

/**
 * The wizard's writes on one event. Each answers the saved event (or null on failure, already
 * reported by the client as a toast) and puts it in the cache the event page reads.
 */
export function useEventEditing(id: number) {
  const { api } = usePlatform();
  const { mutate } = useSWRConfig();
  const key = api.url(routes.events.get, { params: { id } });

  const keep = useCallback(
    async (answer: EventDetail | null) => {
      if (answer) await mutate(key, answer, { revalidate: false });
      return answer;
    },
    [mutate, key],
  );
  const save = useCallback(
    async (body: EventUpdateInput) => keep(await api.call(routes.events.update, { params: { id }, body })),
    [api, id, keep],
  );
  const publish = useCallback(async () => keep(await api.call(routes.events.publish, { params: { id } })), [api, id, keep]);
  const remove = useCallback(async () => (await api.call(routes.events.remove, { params: { id } })) !== null, [api, id]);
  /** Adding a battle changes the event's chips: read the event again. */
  const addBattle = useCallback(async () => {
    const battle = await api.call(routes.events.addBattle, { params: { id } });
    await mutate(key);
    return battle;
  }, [api, id, key, mutate]);
  const reload = useCallback(() => mutate(key), [mutate, key]);
  return { save, publish, remove, addBattle, reload };
}
