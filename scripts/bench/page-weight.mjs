// Initial JS of a route as a first-time visitor downloads it (every script until the network is
// idle, gzipped as a server would send it), how many copies of react-dom were among them, and the
// page's FCP, LCP, CLS and TBT from Chromium's own performance timeline — on a desktop profile and on a
// throttled phone (4× slower CPU, 1.6 Mbit/s and 150 ms round trips, 360 px wide).
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { median } from './median.mjs';

const REACT_DOM_SIGNATURE = 'rendererPackageName:"react-dom"';

export const PROFILES = {
  desktop: { viewport: { width: 1350, height: 940 }, cpu: 1, network: null },
  mobile: {
    viewport: { width: 360, height: 640 },
    cpu: 4,
    network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  },
};

/** Collects LCP, layout shifts (without recent input) and long tasks from the first byte on. */
const OBSERVE_TIMELINE = () => {
  const timeline = { lcp: 0, cls: 0, longTasks: [], fcp: 0 };
  window.__timeline = timeline;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) timeline.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) timeline.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) timeline.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') timeline.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
};

async function measureOne(browser, url, profile, ready) {
  const context = await browser.newContext({ viewport: profile.viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', profile.network);
  }
  await page.addInitScript(OBSERVE_TIMELINE);
  const bodies = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  // The first HTML prefetches the area's code, so the network can fall quiet before the area has
  // rendered: wait for it, then for its own requests.
  await page.waitForSelector(ready, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  // Layout shifts after the network settles (late images, fonts) still count: wait a moment.
  await page.waitForTimeout(1000);
  const timeline = await page.evaluate(() => window.__timeline);
  const scripts = await Promise.all(bodies);
  await context.close();
  // Total blocking time: the part of each long task beyond 50 ms, after first contentful paint.
  const tbt = timeline.longTasks
    .filter(([start]) => start >= timeline.fcp)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  return {
    scripts: scripts.length,
    rawKb: scripts.reduce((sum, b) => sum + b.length, 0) / 1024,
    gzipKb: scripts.reduce((sum, b) => sum + zlib.gzipSync(b, { level: 9 }).length, 0) / 1024,
    reactDomCopies: scripts.filter((b) => b.toString('utf8').includes(REACT_DOM_SIGNATURE)).length,
    fcpMs: timeline.fcp,
    lcpMs: timeline.lcp,
    cls: timeline.cls,
    tbtMs: tbt,
  };
}

/** Each route on both profiles; the median of `runs` loads for the timings. `ready` is the selector
 *  of the rendered page (a Cypher area's content by default). */
export async function measurePages(origin, routes, { runs = 3, ready = '.sh-area__content' } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results = [];
  try {
    for (const route of routes) {
      const result = { route };
      for (const [name, profile] of Object.entries(PROFILES)) {
        const samples = [];
        for (let i = 0; i < runs; i++) samples.push(await measureOne(browser, origin + route, profile, ready));
        result[name] = {
          ...samples[0],
          fcpMs: median(samples.map((s) => s.fcpMs)),
          lcpMs: median(samples.map((s) => s.lcpMs)),
          cls: Math.max(...samples.map((s) => s.cls)),
          tbtMs: median(samples.map((s) => s.tbtMs)),
        };
      }
      Object.assign(result, {
        scripts: result.desktop.scripts,
        rawKb: result.desktop.rawKb,
        gzipKb: result.desktop.gzipKb,
        reactDomCopies: result.desktop.reactDomCopies,
      });
      results.push(result);
    }
  } finally {
    await browser.close();
  }
  return results;
}
