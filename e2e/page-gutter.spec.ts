// One text column (theme tokens page-width and page-gutter): the shell's header, hero and footer
// and every area's page (cy-page) start their text at the same distance from the screen's edge, so
// a page's content starts under the logo. The areas used to pad 16 px in a 1,200 px box while the shell
// padded 20 px around a 1,200 px column: titles 4 px off the logo on a phone and 16 px on a desktop,
// and Home's events, padded by both, 16 px further in still.
import { expect, test } from '@playwright/test';
import { budgetRoute } from './helpers';

// The light views run their background edge to edge, and their content still starts under the logo.
const LIGHT_VIEWS = ['/events/map', '/events/calendar'];
const PAGES = ['/', '/events', ...LIGHT_VIEWS, '/organizations', '/members', '/event/{event}', '/organization/{organization}'];

for (const route of PAGES) {
  test(`${route}: the page's content starts under the logo, on a phone and on desktops`, async ({ page, request }) => {
    await page.goto(await budgetRoute(request, route));
    const content = page.locator('.cy-page').first();
    await expect(content.locator(':is(h1, h2)').first()).toBeVisible();
    for (const width of [360, 800, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const logo = Math.round((await page.locator('.sh-logo').boundingBox())!.x);
      // The map has no footer, the calendar none on narrow screens (shell's footer-visibility).
      const footer = LIGHT_VIEWS.includes(route) ? logo : Math.round((await page.locator('.sh-footer__brand').boundingBox())!.x);
      // Where the page's content starts: its box's left edge inside the padding.
      const pageText = await content.evaluate((element) =>
        Math.round(element.getBoundingClientRect().left + parseFloat(getComputedStyle(element).paddingLeft)),
      );
      expect({ width, pageText, footer }).toEqual({ width, pageText: logo, footer: logo });
    }
  });
}
