// Layout stability (issue 7): every budgeted page, opened fresh, shifts its visible layout by at
// most 0.02 (the sum of Chromium's layout-shift entries without recent input, as CLS counts
// them) — on a desktop window and on the bench's throttled phone, where the shell, the area's
// code and its data arrive far apart and any placeholder of the wrong size shows.
import { expect, test, type Page } from '@playwright/test';
import { BUDGET_ROUTES } from '../scripts/bench/page-budget.mjs';
import { PROFILES } from '../scripts/bench/page-weight.mjs';
import { budgetRoute } from './helpers';

const MAX_CLS = 0.02;

/** Each shift with what moved, so a failure says which element jumped and by how much. */
function recordShifts() {
  const shifts: Array<{ value: number; sources: string[] }> = [];
  (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Array<{
      value: number;
      hadRecentInput: boolean;
      sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
    }>) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        sources: entry.sources.map((source) => {
          const node = source.node as Element | null;
          const what = node?.nodeType === 1 ? `${node.tagName.toLowerCase()}.${node.className}` : (node?.nodeName ?? 'removed');
          return `${what} y ${source.previousRect.y}→${source.currentRect.y} h ${source.previousRect.height}→${source.currentRect.height}`;
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function throttle(page: Page, profile: (typeof WINDOWS)[number]['profile']) {
  if (profile.cpu === 1 && !profile.network) return;
  const cdp = await page.context().newCDPSession(page);
  if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', profile.network);
  }
}

/** A desktop window, and the bench's phone: 360 px, 4× slower CPU, 1.6 Mbit/s, 150 ms round trips. */
const WINDOWS = [
  { name: 'desktop', profile: { ...PROFILES.desktop, viewport: { width: 1280, height: 900 } } },
  { name: 'phone', profile: PROFILES.mobile },
];

for (const { name, profile } of WINDOWS) {
  test.describe(`${name} (${profile.viewport.width} px)`, () => {
    test.use({ viewport: profile.viewport });
    for (const pattern of BUDGET_ROUTES) {
      test(`${pattern} shifts its layout by at most ${MAX_CLS}`, async ({ page, request }) => {
        test.setTimeout(90_000);
        const route = await budgetRoute(request, pattern);
        await throttle(page, profile);
        await page.addInitScript(recordShifts);
        await page.goto(route, { waitUntil: 'networkidle', timeout: 60_000 });
        await expect(page.locator('[data-area-state="failed"]')).toHaveCount(0);
        // Late images and fonts shift too: give them a moment after the network settles.
        await page.waitForTimeout(1000);
        const shifts = await page.evaluate(
          () => (window as unknown as { __shifts: Array<{ value: number; sources: string[] }> }).__shifts,
        );
        const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
        const detail = shifts.map((shift) => `${shift.value.toFixed(4)}: ${shift.sources.join(' | ')}`).join('\n');
        expect(cls, `layout shifts of ${route} at ${profile.viewport.width} px:\n${detail}`).toBeLessThanOrEqual(MAX_CLS);
      });
    }
  });
}
