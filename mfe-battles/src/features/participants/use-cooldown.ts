import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A pause after an action: `start()` makes `coolingDown` true for `ms`. The check-in buttons use it
 * so a dancer is checked in or un-checked at most once per CHECKIN_THROTTLE_MS (spec §4).
 */
export function useCooldown(ms: number): [coolingDown: boolean, start: () => void] {
  const [coolingDown, setCoolingDown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = useCallback(() => {
    setCoolingDown(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCoolingDown(false), ms);
  }, [ms]);
  return [coolingDown, start];
}
