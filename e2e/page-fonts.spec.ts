// Every text of every budget page is set in one of the theme's two font stacks, at one of the
// theme's weights, and a page draws few distinct strikes (issue 7, first paint).
//
// Text the theme does not reach falls back to the browser's defaults (Times, or Arial in a form
// control), and each of those is one more font to find and load on the first layout: on a busy
// two-core Linux machine that wait is what made the first layout a long task. Hidden text counts
// too (the skip link, a button's visually hidden label): it is laid out all the same.
//
// A strike is one (family, size, weight, style). Chromium on Linux asks the browser process about
// each one, synchronously, inside the layout that first draws it. With semibold, bold, extra-bold
// and black beside each other and eleven sizes, pages drew 10-15 strikes; keeping to the theme's
// weights and size tokens brought that to 5-9 and the font time of a cold load at 412 px from
// 16-38 ms to 12-15 ms (medians of 9 loads of /, /events/calendar, /login, /event/3 and
// /battle/…/prelims, unthrottled).
import { expect, test } from '@playwright/test';
import { TEXT_WEIGHTS, THEME_TOKENS } from '@cypher/contracts/theme';
import { BUDGET_ROUTES } from '../scripts/bench/page-budget.mjs';
import { budgetRoute } from './helpers';

/** A font-family list as getComputedStyle writes it: trimmed names, double quotes. */
const normalized = (stack: string) =>
  stack
    .split(',')
    .map((family) => family.trim().replace(/'/g, '"'))
    .join(', ');
const WEIGHTS_BY_STACK = new Map<string, readonly string[]>([
  [normalized(THEME_TOKENS.font), TEXT_WEIGHTS.font],
  [normalized(THEME_TOKENS['font-display']), TEXT_WEIGHTS['font-display']],
]);

/** The most strikes a budget page may draw: the home page's 9 today (hero, cards, footer, banner). */
const STRIKE_CEILING = 9;

type Text = { text: string; family: string; weight: string; size: string; style: string; laidOut: boolean };

test.use({ viewport: { width: 360, height: 780 } });

for (const pattern of BUDGET_ROUTES) {
  test(`${pattern} sets every text in the theme's fonts and weights, in few strikes`, async ({ page, request }) => {
    await page.goto(await budgetRoute(request, pattern));
    await expect(page.locator('.sh-area__content').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const texts: Text[] = await page.evaluate(() => {
      const found: Text[] = [];
      const visit = (root: Document | ShadowRoot) => {
        for (const element of root.querySelectorAll(root instanceof Document ? 'body *' : '*')) {
          if (element.shadowRoot) visit(element.shadowRoot);
          if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(element.tagName)) continue;
          const text = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
          if (!text) continue;
          const style = getComputedStyle(element);
          found.push({
            text: text.textContent!.trim().slice(0, 40),
            family: style.fontFamily,
            weight: style.fontWeight,
            size: style.fontSize,
            style: style.fontStyle,
            // Text under display: none is not laid out, so it draws no strike until it is shown.
            laidOut: element.checkVisibility(),
          });
        }
      };
      visit(document);
      return found;
    });
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter(({ family }) => !WEIGHTS_BY_STACK.has(family))).toEqual([]);
    expect(texts.filter(({ family, weight }) => !WEIGHTS_BY_STACK.get(family)?.includes(weight))).toEqual([]);
    const strikes = new Set(texts.filter((t) => t.laidOut).map((t) => `${t.family} ${t.size} ${t.weight} ${t.style}`));
    expect([...strikes].length, [...strikes].join('\n')).toBeLessThanOrEqual(STRIKE_CEILING);
  });
}
