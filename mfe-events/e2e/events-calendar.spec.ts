import { expect, test, type Page } from '@playwright/test';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie', value: 'accepted', url: baseURL! }]);
});

const monthTitle = (offset: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth() + offset, 1).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
};

/** The first day of the shown month holding a seeded event. */
async function busyDay(page: Page) {
  const day = page
    .locator('[data-area="events"] td[role="gridcell"]')
    .filter({ has: page.locator('a') })
    .first();
  await expect(day).toBeVisible();
  return day;
}

test('desktop: the Calendar view shows this month’s events, switches month by button and keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/events');
  const area = page.locator('[data-area="events"]');
  await area.getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/events\/calendar$/);
  await expect(area.getByRole('heading', { level: 2, name: monthTitle(0) })).toBeVisible();
  const day = await busyDay(page);
  await expect(day.getByRole('link').first()).toHaveAttribute('href', /\/event\/\d+$/);
  // No more than 4 a day on a wide screen.
  for (const cell of await area.locator('td[role="gridcell"]').all())
    expect(await cell.locator('a').count()).toBeLessThanOrEqual(4);

  await area.getByRole('button', { name: 'Next month' }).click();
  await expect(area.getByRole('heading', { level: 2, name: monthTitle(1) })).toBeVisible();
  await expect(page).toHaveURL(/\?m=\d{4}-\d{2}$/);
  // Keyboard: the focused day moves by arrows, PageUp goes back a month.
  await area.locator('td[role="gridcell"][tabindex="0"]').focus();
  await page.keyboard.press('PageUp');
  await expect(area.getByRole('heading', { level: 2, name: monthTitle(0) })).toBeVisible();
  await expect(area.locator('td[role="gridcell"]:focus')).toHaveAttribute('data-day', /-01$/);
  await page.keyboard.press('ArrowRight');
  await expect(area.locator('td[role="gridcell"]:focus')).toHaveAttribute('data-day', /-02$/);
});

test('phone: a tapped day lists its events and a sideways swipe changes the month', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/events/calendar');
  const area = page.locator('[data-area="events"]');
  await expect(area.getByRole('heading', { level: 2, name: monthTitle(0) })).toBeVisible();
  const day = await busyDay(page);
  for (const cell of await area.locator('td[role="gridcell"]').all())
    expect(await cell.locator('a').count()).toBeLessThanOrEqual(2);
  // Nothing runs off the side at phone width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // A title longer than its day ends with an ellipsis inside the day, not cut off by its edge.
  const fits = await day.evaluate((cell) =>
    [...cell.querySelectorAll('a')].map((link) => ({
      insideDay: link.getBoundingClientRect().right <= cell.getBoundingClientRect().right,
      ellipsis: getComputedStyle(link).textOverflow,
    })),
  );
  expect(fits.length).toBeGreaterThan(0);
  for (const fit of fits) expect(fit).toEqual({ insideDay: true, ellipsis: 'ellipsis' });

  const box = (await day.boundingBox())!;
  await page.mouse.click(box.x + 4, box.y + box.height - 4);
  const list = area.getByRole('region').filter({ has: page.getByRole('button', { name: 'Close' }) });
  await expect(list.getByRole('link').first()).toBeVisible();

  // Swipe left by 80 px on the grid: next month.
  const grid = (await area.getByRole('grid').boundingBox())!;
  const y = grid.y + grid.height / 2;
  await page.mouse.move(grid.x + 250, y);
  await page.mouse.down();
  await page.mouse.move(grid.x + 170, y, { steps: 5 });
  await page.mouse.up();
  await expect(area.getByRole('heading', { level: 2, name: monthTitle(1) })).toBeVisible();
});
