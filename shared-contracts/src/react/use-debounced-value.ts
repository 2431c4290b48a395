import { useEffect, useState } from 'react';

/**
 * The value as it was `delayMs` after its last change: search boxes refetch only once the user
 * pauses typing (spec: members 600 ms, organizations 500 ms, events keyword 1200 ms).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
