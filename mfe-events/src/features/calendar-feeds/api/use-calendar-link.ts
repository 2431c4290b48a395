import { useState } from 'react';
import { routes } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';

/**
 * The caller's own feed token: asked for when the dancer opens the panel (the API makes it on first
 * ask), replaced by `reset`. `token` is undefined until asked, null when the call failed (toasted).
 */
export function useCalendarLink() {
  const { api } = usePlatform();
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<{ token: string } | null>) => {
    setBusy(true);
    const answer = await call();
    setBusy(false);
    setToken(answer?.token ?? null);
    return answer !== null;
  };
  return {
    token,
    busy,
    load: () => run(() => api.call(routes.events.calendarLink, {})),
    reset: () => run(() => api.call(routes.events.resetCalendarLink, {})),
  };
}
