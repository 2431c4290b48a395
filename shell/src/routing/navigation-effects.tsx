// What happens on every navigation besides the guard: a stale not-found flag is cleared, and the
// page goes to the top.
import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { useLocation, useNavigationType } from 'react-router-dom';
import { notFoundAtom } from '../state/session-atoms.js';

export function NavigationEffects() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const [notFound, setNotFound] = useAtom(notFoundAtom);

  useEffect(() => {
    if (notFound !== null && notFound !== pathname) setNotFound(null);
  }, [pathname, notFound, setNotFound]);

  // A hash keeps its anchor; back/forward (POP) keeps the position the browser restores.
  useEffect(() => {
    if (!hash && navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);

  return null;
}
