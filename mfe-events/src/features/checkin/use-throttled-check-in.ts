import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { CHECKIN_THROTTLE_MS, routes, type EventDetail } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';
import { useWriteQueue } from '@cypher/contracts/react/live';

/** The offline queue's key of one dancer's check-in at one event (to show that row as pending). */
export const checkInKey = (eventId: number, userId: number) => `checkin:${eventId}:${userId}`;

/**
 * Checks a dancer in through POST /events/{id}/checkin/{userId}; spec: one action per 5000 ms, so
 * every Check-In button waits while `waiting` is true. Without a connection the check-in waits in
 * the offline queue (`pending`) and goes out in order when the connection is back; the event is
 * read again then, so the list shows what the server decided.
 */
export function useThrottledCheckIn(eventId: number) {
  const { api } = usePlatform();
  const { mutate } = useSWRConfig();
  const eventKey = api.url(routes.events.get, { params: { id: eventId } });
  const queue = useWriteQueue([eventKey]);
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const { send } = queue;
  const checkIn = useCallback(
    async (userId: number, dancerName: string) => {
      if (waiting) return null;
      setWaiting(true);
      timer.current = setTimeout(() => setWaiting(false), CHECKIN_THROTTLE_MS);
      const sent = await send(
        routes.events.checkInUser,
        { params: { id: eventId, userId } },
        { label: dancerName, key: checkInKey(eventId, userId) },
      );
      if (sent.queued || !sent.body) return null;
      await mutate(eventKey, sent.body as EventDetail, { revalidate: false });
      return sent.body as EventDetail;
    },
    [send, eventId, eventKey, mutate, waiting],
  );
  const pending = queue.pending.filter((write) => write.key.startsWith(`checkin:${eventId}:`));
  return { checkIn, waiting, pending };
}
