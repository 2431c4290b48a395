import { useEffect, useState } from 'react';

/**
 * True once the browser is idle after the page's first paint (at the latest `timeoutMs` later):
 * for pieces the first screen does not need, such as the live-update connection, so their code
 * stays out of the page's first download.
 */
export function useWhenIdle(timeoutMs = 2_000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  return idle;
}
