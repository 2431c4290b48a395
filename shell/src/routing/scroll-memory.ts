// Where each history entry was scrolled to, and putting it back on Back and Forward. The browser's
// own restoration runs when the entry comes back, before an area has fetched its list: on
// /members (2,500 px tall once loaded) a position of 1,200 came back as 210, all the page was
// then. So the shell keeps the positions itself (history.scrollRestoration 'manual': the browser's
// early restoration looked like the visitor's own scroll) and, when an entry returns, scrolls there
// whenever the page has grown tall enough, giving up when the visitor scrolls, presses a key or
// taps, or after a few seconds. A reload keeps the browser's restoration: the mode is 'auto' again
// when the page goes. This module is fetched on the first scroll (navigation-effects.tsx): a page
// only looked at pays nothing for it.

/** How long a returning page may take to grow back to where it was. */
const RESTORE_WITHIN_MS = 5_000;
const GAVE_UP_ON = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * The memory, for the page's life: from its creation it follows the scroll (the position of the
 * entry shown).
 */
export function createScrollMemory() {
  const saved: Record<string, number> = {};
  let current: string | null = null;
  let stopRestoring: (() => void) | null = null;

  const setMode = (mode: ScrollRestoration) => () => {
    window.history.scrollRestoration = mode;
  };
  setMode('manual')();
  window.addEventListener('pagehide', setMode('auto'));
  // Back from the browser's page cache: this memory is alive again.
  window.addEventListener('pageshow', setMode('manual'));
  window.addEventListener(
    'scroll',
    () => {
      if (current !== null) saved[current] = Math.round(window.scrollY);
    },
    { passive: true },
  );

  return {
    /**
     * The entry now shown (react-router's location key), before the new page's first scroll event;
     * `at`: its position when the visitor first scrolled (the memory arrived after that).
     */
    enter(key: string, at?: number): void {
      stopRestoring?.();
      if (at !== undefined) saved[key] = Math.round(at);
      // The first scroll's entry may be gone already: the entry shown stays the current one.
      if (at === undefined || current === null) current = key;
    },

    /**
     * Back or Forward to `key` (entered here): scroll where it was whenever the page can reach it
     * while it loads (a placeholder may make it tall, then short again, before the list arrives),
     * until the visitor scrolls or acts, or RESTORE_WITHIN_MS pass.
     */
    restore(key: string): void {
      this.enter(key);
      const target = saved[key];
      if (target === undefined || target === 0) return;
      const reachable = () => document.documentElement.scrollHeight - window.innerHeight >= target;
      let armed = false;
      const attempt = () => {
        window.scrollTo(0, target);
        armed = true;
      };
      // A scroll away from the target while the page could hold it is the visitor's own; not the
      // browser's own restoration of the entry, whose event arrives before the first attempt.
      const onOwnScroll = () => {
        if (armed && reachable() && Math.abs(window.scrollY - target) > 1) stop();
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

export type ScrollMemory = ReturnType<typeof createScrollMemory>;
