import { useCallback, useEffect, useRef, useState } from 'react';
import { MAP_CARD_VISIBLE_RATIO } from '@cypher/contracts';

/** Spec: a card counts as visible when 60 percent or more of it is in view. */
export function nextVisible(
  visible: ReadonlySet<number>,
  changes: Array<{ id: number; ratio: number }>,
  threshold = MAP_CARD_VISIBLE_RATIO,
): ReadonlySet<number> {
  const next = new Set(visible);
  for (const { id, ratio } of changes) {
    if (ratio >= threshold) next.add(id);
    else next.delete(id);
  }
  const same = next.size === visible.size && [...next].every((id) => visible.has(id));
  return same ? visible : next;
}

/**
 * The ids of the list's cards that are visible now. `watch(id)` gives a card's ref callback; a
 * card that leaves the list stops counting. The map dims the markers of cards out of view.
 */
export function useVisibleCards() {
  const [visible, setVisible] = useState<ReadonlySet<number>>(() => new Set());
  const observer = useRef<IntersectionObserver | null>(null);
  const ids = useRef(new Map<Element, number>());

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const created = new IntersectionObserver(
      (entries) =>
        setVisible((current) =>
          nextVisible(
            current,
            entries.flatMap((entry) => {
              const id = ids.current.get(entry.target);
              // A ratio counts only while intersecting (a browser may keep the last one as it leaves).
              return id === undefined ? [] : [{ id, ratio: entry.isIntersecting ? entry.intersectionRatio : 0 }];
            }),
          ),
        ),
      { threshold: [0, MAP_CARD_VISIBLE_RATIO, 1] },
    );
    observer.current = created;
    ids.current.forEach((_, element) => created.observe(element));
    return () => {
      created.disconnect();
      observer.current = null;
    };
  }, []);

  // One ref callback per card, kept: a new one each render would make React detach and attach the card again.
  const callbacks = useRef(new Map<number, (element: HTMLElement | null) => (() => void) | undefined>());
  const watch = useCallback((id: number) => {
    let callback = callbacks.current.get(id);
    if (!callback) {
      callback = (element: HTMLElement | null) => {
        if (!element) return undefined;
        ids.current.set(element, id);
        observer.current?.observe(element);
        return () => {
          ids.current.delete(element);
          observer.current?.unobserve(element);
          callbacks.current.delete(id);
          setVisible((current) => nextVisible(current, [{ id, ratio: 0 }]));
        };
      };
      callbacks.current.set(id, callback);
    }
    return callback;
  }, []);

  return { visible, watch };
}
