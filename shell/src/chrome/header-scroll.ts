// The header hides while the visitor scrolls down past a threshold and comes back on scroll up.
import { useEffect, useRef, useState } from 'react';
import { HEADER_SCROLL_THRESHOLD_HOME_PX, HEADER_SCROLL_THRESHOLD_PX } from '@cypher/contracts';

export function scrollThresholdFor(pathname: string): number {
  return pathname === '/' ? HEADER_SCROLL_THRESHOLD_HOME_PX : HEADER_SCROLL_THRESHOLD_PX;
}

/** Next hidden state after the page moved from `previousY` to `y`. */
export function nextHeaderHidden(previousY: number, y: number, threshold: number, wasHidden: boolean): boolean {
  if (y <= threshold) return false;
  if (y > previousY) return true;
  if (y < previousY) return false;
  return wasHidden;
}

export function useHeaderHidden(pathname: string): boolean {
  const threshold = scrollThresholdFor(pathname);
  const [hidden, setHidden] = useState(false);
  // Where the page was at the last scroll event; null until the first one. Not read when the page
  // mounts: window.scrollY makes Chromium lay the page out on the spot (a forced layout of 6-17 ms in
  // the task that commits the page, issue 7), while inside a scroll event the layout is already done.
  const lastY = useRef<number | null>(null);

  useEffect(() => {
    lastY.current = null;
    setHidden(false);
    const onScroll = () => {
      const y = window.scrollY;
      // Captured now: the updater runs later, after lastY has moved on. The first event after a
      // mount or a new page only sets the reference (no direction yet).
      const previousY = lastY.current ?? y;
      setHidden((wasHidden) => nextHeaderHidden(previousY, y, threshold, wasHidden));
      lastY.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold, pathname]);

  return hidden;
}
