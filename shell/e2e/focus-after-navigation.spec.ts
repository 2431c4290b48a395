import { expect, test } from '@playwright/test';

// A link pressed in the page goes away with the page: the focus went to <body>, and a keyboard or
// screen reader user started again from the top of the document. The new page's content takes it.
test('a card opened by keyboard hands the focus to the new page, and Tab goes on inside it', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'cookie', value: 'accepted', url: baseURL! }]);
  await page.goto('/events/grid');
  const card = page.locator('[data-area="events"] a[href^="/event/"]').first();
  await expect(card).toBeVisible();
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/event\/\d+$/);
  await expect(page.locator('[data-area="events"] h1')).toBeVisible();
  await expect(page.locator('main#sh-content')).toBeFocused();
  // Put there for the reader: no focus ring around the whole page.
  expect(await page.locator('main#sh-content').evaluate((main) => getComputedStyle(main).outlineStyle)).toBe('none');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.getElementById('sh-content')!.contains(document.activeElement))).toBe(true);
});

test('a header link keeps its focus: the header stays', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'cookie', value: 'accepted', url: baseURL! }]);
  await page.goto('/events');
  const link = page.locator('.sh-header').getByRole('link', { name: 'Organizations' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/organizations$/);
  await expect(link).toBeFocused();
});
