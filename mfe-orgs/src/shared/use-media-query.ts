import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following changes (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

/** Below this width the organization page's tabs collapse into an accordion. */
export const SMALL_SCREEN_QUERY = '(max-width: 767px)';
