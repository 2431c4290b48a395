// Where each history entry was scrolled to, and putting it back on Back and Forward. The browser's
// own restoration runs when the entry comes back, before an area has fetched its list: on
// /members (2,500 px tall once loaded) a position of 1,200 came back as 210, all the page was
// then. So the shell keeps the positions itself (history.scrollRestoration = 'manual') and, when
// an entry returns, scrolls there whenever the page has grown tall enough, giving up when the
// visitor scrolls, presses a key or taps, or after a few seconds.

/** How long a returning page may take to grow back to where it was. */
const RESTORE_WITHIN_MS = 5_000;
const STORAGE_KEY = 'cypher.scroll';
const GAVE_UP_ON = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** react-router's key for an entry it did not push (history.state empty). */
const UNKEYED = 'default';

function readSaved(): Record<string, number> {
  try {
    return JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

export function createScrollMemory() {
  // Kept for the tab's session, so a reload of the page comes back to its place too. Not the key
  // of an entry the router did not make (the first page of a load): a new load has it too.
  const saved = readSaved();
  delete saved[UNKEYED];
  let current: string | null = null;
  let stopRestoring: (() => void) | null = null;

  const persist = () => {
    try {
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
    } catch {
      // Storage full or refused: positions are kept for this page's life only.
    }
  };
  const onScroll = () => {
    if (current !== null) saved[current] = Math.round(window.scrollY);
  };
  const onHide = () => persist();

  return {
    start(): () => void {
      if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
      window.addEventListener('scroll', onScroll, { passive: true });
      window.addEventListener('pagehide', onHide);
      return () => {
        window.removeEventListener('scroll', onScroll);
        window.removeEventListener('pagehide', onHide);
        stopRestoring?.();
      };
    },

    /** The entry now shown (react-router's location key); call before the new page can scroll. */
    enter(key: string): void {
      stopRestoring?.();
      if (current !== null) persist();
      current = key;
    },

    /**
     * Back or Forward to `key`: scroll where it was whenever the page can reach it while it loads
     * (a placeholder may make it tall, then short again, before the list arrives), until the
     * visitor scrolls or acts, or RESTORE_WITHIN_MS pass.
     */
    restore(key: string): void {
      const target = saved[key];
      if (target === undefined || target === 0) return;
      const reachable = () => document.documentElement.scrollHeight - window.innerHeight >= target;
      const attempt = () => window.scrollTo(0, target);
      // A scroll away from the target while the page could hold it is the visitor's own.
      const onOwnScroll = () => {
        if (reachable() && Math.abs(window.scrollY - target) > 1) stop();
      };
      const growth = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(attempt);
      const timer = window.setTimeout(() => stop(), RESTORE_WITHIN_MS);
      function stop() {
        growth?.disconnect();
        window.clearTimeout(timer);
        window.removeEventListener('scroll', onOwnScroll);
        for (const type of GAVE_UP_ON) window.removeEventListener(type, stop);
        if (stopRestoring === stop) stopRestoring = null;
      }
      stopRestoring = stop;
      for (const type of GAVE_UP_ON) window.addEventListener(type, stop, { passive: true });
      growth?.observe(document.body);
      // In the coming frame, not in the navigation's commit: scrolling there forces a layout.
      requestAnimationFrame(attempt);
      window.addEventListener('scroll', onOwnScroll, { passive: true });
    },
  };
}
