/**
 * The first `Intl.DateTimeFormat` a browser process creates sets up ICU: locale data, calendar, time
 * zones, the pattern generator. On Chromium that took 14-44 ms in one task on this machine, and
 * every page that shows a date paid it on the main thread in the middle of its first render (28 ms
 * of the battle pages' module evaluation, four times that on a throttled phone: issue 7, total
 * blocking time). ICU's caches belong to the process, so a worker that formats one date fills them
 * for the page too: the page's own first date format then takes under a millisecond (measured
 * 0.1-0.3 ms). The worker starts with the shell, long before an area renders, formats one date
 * range and closes. Its script is copied as is under a hashed name (rspack.config.mjs), not
 * bundled: it needs nothing but the browser.
 */
const WARMUP_SCRIPT = new URL('./intl-warmup.worker.mjs', import.meta.url);

export function startIntlWarmup(): void {
  if (typeof Worker !== 'function') return;
  try {
    // A worker that cannot start (offline reload, a strict policy) only costs the page its head start.
    new Worker(WARMUP_SCRIPT, { name: 'intl-warmup' }).addEventListener('error', (event) => event.preventDefault());
  } catch {
    // Same: formatting dates works without it.
  }
}
