import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A linked anchor (`/policy#cookies-and-your-browser-s-storage`) is rendered after the page's
 * lazy chunk arrives, later than the browser looks for it: scroll to it once it exists. `onFound`
 * lets the FAQ show and open the linked question first.
 */
export function useScrollToHash(onFound?: (id: string) => void): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return;
    onFound?.(id);
    // After the render onFound may cause (the FAQ clears its search to show the question).
    const frame = requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new hash moves the page
  }, [hash]);
}
