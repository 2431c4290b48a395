import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { CHECKIN_THROTTLE_MS, routes } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';

/**
 * Checks a dancer in through POST /events/{id}/checkin/{userId}; spec: one action per 5000 ms, so
 * every Check-In button waits while `waiting` is true.
 */
export function useThrottledCheckIn(eventId: number) {
  const { api } = usePlatform();
  const { mutate } = useSWRConfig();
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const checkIn = useCallback(
    async (userId: number) => {
      if (waiting) return null;
      setWaiting(true);
      timer.current = setTimeout(() => setWaiting(false), CHECKIN_THROTTLE_MS);
      const answer = await api.call(routes.events.checkInUser, { params: { id: eventId, userId } });
      if (answer) await mutate(api.url(routes.events.get, { params: { id: eventId } }), answer, { revalidate: false });
      return answer;
    },
    [api, eventId, mutate, waiting],
  );
  return { checkIn, waiting };
}
