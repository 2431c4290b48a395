import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Focus on an element that is not focusable by Tab (a heading, the widget's region). */
function focusOn(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  // The widget's top is already in view (below): focus must not scroll the partner's page again.
  element.focus({ preventScroll: true });
}

/**
 * Focus goes to the new page's heading, as a reader of the page expects after opening it: the link
 * pressed (an event card) left with the old page, and focus fell to the partner's <body>, so Tab
 * started again at the top of the partner's page and a screen reader heard nothing of the event.
 * Until the heading draws (the event still loading), the widget's region holds focus, and hands it
 * on to the heading unless the visitor has moved it. Focus still in the widget (a link that stayed
 * on screen) or put elsewhere on the partner's page stays where it is.
 */
function focusPageHeading(region: HTMLElement): (() => void) | undefined {
  if (document.activeElement && document.activeElement !== document.body) return undefined;
  const heading = () => region.querySelector<HTMLElement>('h1');
  const drawn = heading();
  if (drawn) {
    focusOn(drawn);
    return undefined;
  }
  focusOn(region);
  const root = region.getRootNode() as Document | ShadowRoot;
  const observer = new MutationObserver(() => {
    const late = heading();
    if (!late) return;
    observer.disconnect();
    if (root.activeElement === region) focusOn(late);
  });
  observer.observe(region, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * What the widget does when it shows another page, which a site does on navigation but a
 * partner's page, which does not move, leaves undone. It starts at the widget's top (only when the
 * top was scrolled past): a visitor who opened an event from far down the grid would otherwise land
 * in the middle of it. And focus moves to the new page's heading (focusPageHeading). Never on the
 * first page: the partner's page is the visitor's until they use the widget.
 */
export function WidgetArrival() {
  const { pathname } = useLocation();
  const marker = useRef<HTMLSpanElement>(null);
  const shown = useRef(pathname);
  useEffect(() => {
    const top = marker.current;
    if (shown.current === pathname || !top) return undefined;
    shown.current = pathname;
    if (top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
    const region = top.closest<HTMLElement>('[role="region"]');
    return region ? focusPageHeading(region) : undefined;
  }, [pathname]);
  return <span ref={marker} className="ev-embed__top" aria-hidden="true" />;
}
