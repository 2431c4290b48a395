// The footer, fetched when the visitor heads for it. The page's main is at least a screen tall
// (styles.css), so the footer is never part of the first paint: its code (links, social icons)
// loads once the visitor scrolls towards it or starts moving by keyboard (Tab), instead of with
// every page's first scripts (issue 7). It is the last thing on the page: nothing moves when it
// arrives.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const Footer = lazy(() => import(/* webpackChunkName: "footer" */ './footer.js').then((module) => ({ default: module.Footer })));

/** How close to the window's bottom edge the end of the page counts as reached. */
const REACH_PX = 32;

export function FooterOnDemand() {
  const [wanted, setWanted] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (wanted) return undefined;
    const want = () => setWanted(true);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') want();
    };
    document.addEventListener('keydown', onKeyDown);
    // No observer (old browsers, jsdom): no reason to wait.
    if (typeof IntersectionObserver === 'undefined') want();
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) want();
            },
            // Scrolled to the very end, the empty marker sits on the window's bottom edge, a
            // fraction of a pixel out; at the top it is a header's height (64 px) below it.
            { rootMargin: `0px 0px ${REACH_PX}px 0px` },
          );
    if (sentinel.current) observer?.observe(sentinel.current);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      observer?.disconnect();
    };
  }, [wanted]);

  if (!wanted) return <div ref={sentinel} />;
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}
