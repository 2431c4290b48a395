// Every text of every budget page is set in one of the theme's two font stacks (issue 7, first
// paint). Text the theme does not reach falls back to the browser's defaults (Times, or Arial in a
// form control), and each of those is one more font to find and load on the first layout: on a
// busy two-core Linux machine that wait is what made the first layout a long task. Hidden text
// counts too (the skip link, a button's visually hidden label): it is laid out all the same.
import { expect, test } from '@playwright/test';
import { THEME_TOKENS } from '@cypher/contracts/theme';
import { BUDGET_ROUTES } from '../scripts/bench/page-budget.mjs';
import { budgetRoute } from './helpers';

/** A font-family list as getComputedStyle writes it: trimmed names, double quotes. */
const normalized = (stack: string) =>
  stack
    .split(',')
    .map((family) => family.trim().replace(/'/g, '"'))
    .join(', ');
const THEME_STACKS = [normalized(THEME_TOKENS.font), normalized(THEME_TOKENS['font-display'])];

test.use({ viewport: { width: 360, height: 780 } });

for (const pattern of BUDGET_ROUTES) {
  test(`${pattern} sets every text in the theme's fonts`, async ({ page, request }) => {
    await page.goto(await budgetRoute(request, pattern));
    await expect(page.locator('.sh-area__content').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const families = await page.evaluate(() => {
      const found: Array<{ text: string; family: string }> = [];
      const visit = (root: Document | ShadowRoot) => {
        for (const element of root.querySelectorAll(root instanceof Document ? 'body *' : '*')) {
          if (element.shadowRoot) visit(element.shadowRoot);
          if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(element.tagName)) continue;
          const text = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
          if (text) found.push({ text: text.textContent!.trim().slice(0, 40), family: getComputedStyle(element).fontFamily });
        }
      };
      visit(document);
      return found;
    });
    expect(families.length).toBeGreaterThan(0);
    expect(families.filter(({ family }) => !THEME_STACKS.includes(family))).toEqual([]);
  });
}
