// What happens on every navigation besides the guard: a stale not-found flag is cleared, and the
// page goes to the top, or on Back and Forward back to where it was (scroll-memory.ts).
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useAtom } from 'jotai';
import { useLocation, useNavigationType } from 'react-router-dom';
import { notFoundAtom } from '../state/session-atoms.js';
import type { ScrollMemory } from './scroll-memory.js';

// The memory's code comes with the visitor's first scroll: until then there is no position to
// keep, and every page's first download stays within its budget (issue 7).
let memory: Promise<ScrollMemory> | undefined;
/** The entry shown (the one the first scroll belongs to), and how many were shown so far. */
let shownKey = '';
let shownCount = 0;
const withMemory = (then: (loaded: ScrollMemory) => void) =>
  void (memory ??= import('./scroll-memory.js').then((module) => module.createScrollMemory())).then(then);

export function NavigationEffects() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const [notFound, setNotFound] = useAtom(notFoundAtom);
  const shownPath = useRef<string>(undefined);

  useEffect(() => {
    if (notFound !== null && notFound !== pathname) setNotFound(null);
  }, [pathname, notFound, setNotFound]);

  useEffect(() => {
    const firstScroll = () => {
      // The memory may arrive after the visitor has scrolled on (the position then) or moved on to
      // another entry (the position of the first scroll).
      const [entry, at, count] = [shownKey, window.scrollY, shownCount];
      withMemory((loaded) => loaded.enter(entry, shownCount === count ? window.scrollY : at));
    };
    window.addEventListener('scroll', firstScroll, { once: true, passive: true });
    return () => window.removeEventListener('scroll', firstScroll);
  }, []);

  // A layout effect: the entry changes (in the microtask after it, before any scroll event) before
  // the new page's first scroll is counted for it. A new page starts at the top (not a new address
  // of the same page: a tab's ?tab=, a filter); a hash keeps its anchor; Back and Forward (POP)
  // return to the entry's own position, once the memory holds one (the visitor scrolled).
  useLayoutEffect(() => {
    const first = shownPath.current === undefined;
    const newPage = shownPath.current !== pathname;
    shownPath.current = pathname;
    shownKey = key;
    shownCount += 1;
    if (first) return;
    if (navigationType === 'POP') {
      // An anchor's own link (#section) is a POP too, on an entry the router did not key: the
      // browser has scrolled to the anchor, which stays.
      if (memory && !hash) withMemory((loaded) => loaded.restore(key));
    } else {
      if (memory) withMemory((loaded) => loaded.enter(key));
      if (!hash && newPage) {
        window.scrollTo(0, 0);
        // A link pressed in the page leaves with the old page and would drop the focus to <body>:
        // the new page's content takes it, so keyboard and screen reader users go on from there.
        const focused = document.activeElement;
        const content = document.getElementById('sh-content');
        if (focused === document.body || content?.contains(focused)) content?.focus({ preventScroll: true });
      }
    }
  }, [key, pathname, hash, navigationType]);

  return null;
}
