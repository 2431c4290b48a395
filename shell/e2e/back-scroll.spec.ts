import { expect, test } from '@playwright/test';

// Back returns to where the visitor was, also on a page whose list arrives after the page itself.
// The browser restored the position before /members had its cards: 1,200 came back as 210.
test('Back to /members returns to the same place in the list; a new page starts at the top', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'cookie', value: 'accepted', url: baseURL! }]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/members');
  const cards = page.locator('[data-area="accounts"] li');
  await expect(cards.nth(20)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);

  // Dispatched, not clicked: Playwright would first scroll the header (hidden while scrolling down)
  // into view, and the page with it.
  await page.locator('.sh-header').getByRole('link', { name: 'Organizations' }).dispatchEvent('click');
  await expect(page).toHaveURL(/\/organizations$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/members$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1200);
  await expect(cards.nth(20)).toBeVisible();
});
