import { useEffect, useRef } from 'react';
import { INFINITE_SCROLL_DISTANCE_PX } from '../constants.js';
import type { PagedList } from './use-api.js';

export interface InfiniteScrollSentinelProps {
  /** The paged list (from `useApiPages`) whose next page the sentinel asks for. */
  list: Pick<PagedList<unknown>, 'hasMore' | 'loading' | 'loadMore'>;
  /** How far below the viewport the end of the list may be (spec: 400 px). */
  distancePx?: number;
  /** Text of the fallback button where IntersectionObserver does not exist. */
  moreLabel?: string;
}

/**
 * Placed after the last item of an infinitely scrolling list. An IntersectionObserver with a
 * bottom margin watches it, so nothing runs on every scroll event. The observer is created again
 * after each page arrives: its first report says whether the end is still near (a short page),
 * and then the next page is asked for at once. Without an observer, a button asks instead.
 */
export function InfiniteScrollSentinel({
  list,
  distancePx = INFINITE_SCROLL_DISTANCE_PX,
  moreLabel = 'Show more',
}: InfiniteScrollSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const loadMore = useRef(list.loadMore);
  loadMore.current = list.loadMore;
  const ready = list.hasMore && !list.loading;
  const observable = typeof IntersectionObserver !== 'undefined';

  useEffect(() => {
    const element = ref.current;
    if (!ready || !element || !observable) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore.current();
      },
      { rootMargin: `0px 0px ${distancePx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ready, distancePx, observable]);

  if (!list.hasMore) return null;
  return (
    <div ref={ref} className="cy-scroll-sentinel" data-testid="infinite-scroll-sentinel" aria-busy={list.loading}>
      {observable ? null : (
        <button type="button" disabled={list.loading} onClick={() => loadMore.current()}>
          {moreLabel}
        </button>
      )}
    </div>
  );
}
