// What happens on every navigation besides the guard: a stale not-found flag is cleared, and the
// page goes to the top, or on Back and Forward back to where it was (scroll-memory.ts).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useAtom } from 'jotai';
import { useLocation, useNavigationType } from 'react-router-dom';
import { notFoundAtom } from '../state/session-atoms.js';
import { createScrollMemory } from './scroll-memory.js';

export function NavigationEffects() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const [notFound, setNotFound] = useAtom(notFoundAtom);
  const [scroll] = useState(createScrollMemory);
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    if (notFound !== null && notFound !== pathname) setNotFound(null);
  }, [pathname, notFound, setNotFound]);

  useEffect(() => scroll.start(), [scroll]);

  // A layout effect: the entry changes before the new page's first scroll event is counted for it.
  // A new page starts at the top (not a new address of the same page: a tab's ?tab=, a filter); a
  // hash keeps its anchor; back/forward (POP) returns to the entry's own position.
  useLayoutEffect(() => {
    const newPage = shownPath.current !== pathname;
    shownPath.current = pathname;
    scroll.enter(key);
    if (navigationType === 'POP') scroll.restore(key);
    else if (!hash && newPage) window.scrollTo(0, 0);
  }, [scroll, key, pathname, hash, navigationType]);

  return null;
}
