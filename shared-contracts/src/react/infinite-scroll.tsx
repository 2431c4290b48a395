import { useEffect, useRef } from 'react';
import { INFINITE_SCROLL_DISTANCE_PX } from '../constants.js';

export interface InfiniteScrollSentinelProps {
  /** Called when the sentinel comes within `distancePx` of the viewport (spec: 400 px). */
  onReach: () => void;
  /** False once every page is loaded: the sentinel disappears. */
  active: boolean;
  distancePx?: number;
  /** Text of the fallback button where IntersectionObserver does not exist. */
  moreLabel?: string;
}

/**
 * Placed after the last item of an infinitely scrolling list. An IntersectionObserver with a
 * bottom margin watches it, so nothing runs on every scroll event. Where the browser has no
 * observer, a button asks for the next page instead.
 */
export function InfiniteScrollSentinel({ onReach, active, distancePx = INFINITE_SCROLL_DISTANCE_PX, moreLabel = 'Show more' }: InfiniteScrollSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const onReachRef = useRef(onReach);
  onReachRef.current = onReach;
  const observable = typeof IntersectionObserver !== 'undefined';

  useEffect(() => {
    const element = ref.current;
    if (!active || !element || !observable) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReachRef.current();
      },
      { rootMargin: `0px 0px ${distancePx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
    // onReach changes after every page; the ref keeps the observer in place meanwhile.
  }, [active, distancePx, observable]);

  if (!active) return null;
  return (
    <div ref={ref} className="cy-scroll-sentinel" data-testid="infinite-scroll-sentinel">
      {observable ? null : (
        <button type="button" onClick={() => onReachRef.current()}>
          {moreLabel}
        </button>
      )}
    </div>
  );
}
