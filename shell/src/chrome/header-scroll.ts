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
  // Where the page was at the last scroll event, followed across pages. Never read when the page
  // mounts or changes: window.scrollY makes Chromium lay the page out on the spot (a forced layout of
  // 6-17 ms in the task that commits the page, issue 7), and every change of the scroll position
  // fires a scroll event anyway, so the last one seen is where the page is. A new document starts at
  // the top.
  const lastY = useRef(0);

  useEffect(() => {
    setHidden(false);
    const onScroll = () => {
      const y = window.scrollY;
      // Captured now: the updater runs later, after lastY has moved on.
      const previousY = lastY.current;
      setHidden((wasHidden) => nextHeaderHidden(previousY, y, threshold, wasHidden));
      lastY.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold, pathname]);

  return hidden;
}
