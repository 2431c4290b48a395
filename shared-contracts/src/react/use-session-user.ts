import { useCallback, useSyncExternalStore } from 'react';
import type { SessionUser } from '../platform/platform.js';
import { usePlatform } from './platform-context.js';

/** The signed-in dancer as the host knows it (null when signed out); re-renders when it changes. */
export function useSessionUser(): SessionUser | null {
  const { session } = usePlatform();
  const subscribe = useCallback((onChange: () => void) => session.subscribe(() => onChange()), [session]);
  const snapshot = useCallback(() => session.getUser(), [session]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
