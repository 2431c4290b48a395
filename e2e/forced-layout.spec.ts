// No script of ours forces a layout while a budget page loads (issue 7, phone TBT). Reading a
// geometry property (window.scrollY, offsetWidth, getBoundingClientRect…) while the DOM is dirty
// makes Chromium compute style and layout on the spot, inside the script's task: the header's
// scroll hook did that on every page, 6-17 ms unthrottled in the task that commits the page, which
// a throttled phone multiplies by four. Measured the way Lighthouse's phone run sees a page: a
// mobile viewport, where even window.innerWidth lays the page out first.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { BUDGET_ROUTES } from '../scripts/bench/page-budget.mjs';
import { budgetRoute } from './helpers';

type TraceEvent = {
  name: string;
  ph: string;
  dur?: number;
  args?: { beginData?: { stackTrace?: Array<{ functionName: string; url: string; lineNumber: number; columnNumber: number }> } };
};

/** Every style or layout computed because a script asked for it, with the script's top frames. */
async function forcedLayouts(browser: Browser, page: Page, url: string, origin: string): Promise<string[]> {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.stack'],
  });
  await page.goto(url);
  await expect(page.locator('.sh-area__content').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  return traceEvents
    .filter((event) => event.ph === 'X' && (event.name === 'Layout' || event.name === 'UpdateLayoutTree'))
    .filter((event) => event.args?.beginData?.stackTrace?.some((frame) => frame.url.startsWith(origin)))
    .map((event) => {
      const frames = event.args!.beginData!.stackTrace!.slice(0, 3);
      const where = frames.map(
        (f) => `${f.functionName || '(anonymous)'} ${f.url.slice(origin.length)}:${f.lineNumber}:${f.columnNumber}`,
      );
      return `${event.name} ${((event.dur ?? 0) / 1000).toFixed(1)} ms at ${where.join(' < ')}`;
    });
}

test.use({ viewport: { width: 360, height: 780 }, isMobile: true });

for (const pattern of BUDGET_ROUTES) {
  test(`${pattern} loads without a forced layout`, async ({ browser, page, request, baseURL }) => {
    const url = await budgetRoute(request, pattern);
    expect(await forcedLayouts(browser, page, url, new URL(baseURL!).origin)).toEqual([]);
  });
}
