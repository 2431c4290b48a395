import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below (or above) the viewport a part starts to load, as the lists ask for more. */
const NEAR_MARGIN_PX = 400;

/**
 * Draws `placeholder` (the part's box, not busy: nothing is asked for yet) until its place nears
 * the viewport, then `children`: for a part below the first screen whose code is a chunk of its
 * own, fetched only by visitors who scroll towards it, like a lazy image. A keyboard user's first
 * Tab loads it at once, so focus moving down the page meets the part itself, never the
 * placeholder. Without IntersectionObserver it loads at once.
 */
export function WhenNear({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const show = () => setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
      rootMargin: `${NEAR_MARGIN_PX}px 0px`,
    });
    observer.observe(element);
    const onKey = (event: KeyboardEvent) => event.key === 'Tab' && show();
    document.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKey);
    };
  }, [near]);

  return <div ref={ref}>{near ? children : placeholder}</div>;
}
