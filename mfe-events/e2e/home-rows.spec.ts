// Home's featured events and workshops come three at a time: on a desktop they fill the row (three
// columns) instead of leaving the grid's fourth column empty; the events grid page keeps its four.
import { expect, test, type Locator } from '@playwright/test';

/** How many columns a grid lays out. */
const columnsOf = (grid: Locator) => grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);

test('at 1280 px Home’s three featured events and three workshops fill their row; the grid page keeps four columns', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  for (const list of [page.locator('.ev-featured .cy-grid'), page.locator('.ev-workshops__list')]) {
    await expect(list.locator('> li').nth(2)).toBeVisible();
    expect(await columnsOf(list)).toBe(3);
    // The third item ends where the list ends: no empty column beside it.
    const [listBox, thirdBox] = [await list.boundingBox(), await list.locator('> li').nth(2).boundingBox()];
    expect(Math.round(thirdBox!.x + thirdBox!.width)).toBe(Math.round(listBox!.x + listBox!.width));
  }

  await page.goto('/events');
  const grid = page.locator('#ev-events-list');
  await expect(grid.locator('img.ev-card-image').first()).toBeVisible();
  expect(await columnsOf(grid)).toBe(4);
});
