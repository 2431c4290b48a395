import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { routes, type EventDetail, type EventStaffRole } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';

/** What a visitor or an editor does on the event page: check in, and staff changes. */
export function useEventActions(id: number) {
  const { api } = usePlatform();
  const { mutate } = useSWRConfig();
  const key = api.url(routes.events.get, { params: { id } });

  const checkIn = useCallback(async () => {
    const answer: EventDetail | null = await api.call(routes.events.checkIn, { params: { id } });
    if (answer) await mutate(key, answer, { revalidate: false });
    return answer;
  }, [api, id, key, mutate]);
  /** The role call answers the staff; the event is read again so every section agrees. */
  const staff = useCallback(
    async (method: 'addStaff' | 'removeStaff', userId: number, role: EventStaffRole) => {
      const answer = await api.call(routes.events[method], { params: { id }, body: { userId, role } });
      if (answer) await mutate(key);
      return answer;
    },
    [api, id, key, mutate],
  );
  return { checkIn, staff };
}
