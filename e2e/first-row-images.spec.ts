// Card grids (issue 7, largest paint): every image in a grid's first row is in view on arrival and,
// on a list page, usually the largest paint, so none of them may wait for the layout (`lazy`) and
// each asks with high priority. How many cards a row holds is the stylesheet's business (the grid's
// narrowest column in the page's width); the components only know a count (EAGER_CARDS,
// EAGER_ORG_CARDS), so this reads the rows Chromium actually lays out, on a phone and on desktops.
import { expect, test } from '@playwright/test';
import { PAGE_IMAGES, type PageWithImages } from './page-images';

const GRIDS: PageWithImages[] = ['/', '/events', '/organizations'];

for (const width of [360, 1280, 1920]) {
  for (const path of GRIDS) {
    const images = PAGE_IMAGES[path];
    test(`${path} at ${width} px: every image of the grid's first row loads at once`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.locator(images).first()).toBeVisible();
      const cards = await page.locator(images).evaluateAll((found) =>
        found.map((img) => ({
          top: Math.round(img.getBoundingClientRect().top),
          loading: img.getAttribute('loading'),
          priority: img.getAttribute('fetchpriority'),
        })),
      );
      const firstRow = cards.filter((card) => card.top === cards[0]!.top);
      expect(firstRow.length).toBeGreaterThan(0);
      expect(firstRow).toEqual(firstRow.map((card) => ({ ...card, loading: 'eager', priority: 'high' })));
    });
  }
}
