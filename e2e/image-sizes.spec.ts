// Images sized (issue 7): an <img> with a `srcset` lets the browser pick its copy by `sizes`, the
// width the page says the image will take, before the layout exists. Said too wide, a phone or a
// tablet downloads a copy twice the size it shows; too narrow, a blurred one. The boxes are the
// stylesheets' business (grid columns, gaps, paddings, the page's width) and `sizes` lives in the
// contracts (EVENT_CARD_IMAGE, EVENT_PAGE_IMAGE, ORG_IMAGE), so this holds one to the other at the
// widths where the columns change: what `sizes` says against the box Chromium draws.
import { expect, test, type Locator } from '@playwright/test';
import { budgetRoute } from './helpers';
import { PAGE_IMAGES, type PageWithImages } from './page-images';

// Pages by their route pattern, filled in from the demo seed (its first event and organization
// have images).
const PAGES: PageWithImages[] = ['/', '/events', '/organizations', '/organization/{organization}', '/event/{event}'];

// Both sides of every column change of the two grids (1, 2, 3, 4, 5 columns) and of the pages'
// 1,240 px cap (the 1,200 px text column and its gutters), a phone and two desktops.
const WIDTHS = [
  360, 491, 492, 535, 536, 723, 724, 767, 768, 791, 792, 799, 800, 955, 956, 1047, 1048, 1187, 1188, 1199, 1200, 1239, 1240, 1280,
  1920,
];

/** The width `sizes` says, read the way the browser reads it: a probe with the same `sizes` and
 *  one 1000w candidate, 1000 px wide, takes exactly that width as its natural width. */
const saidWidth = (image: Locator) =>
  image.evaluate(async (img: HTMLImageElement) => {
    const probe = new Image();
    probe.sizes = img.sizes;
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000"/>';
    probe.srcset = `data:image/svg+xml,${encodeURIComponent(svg)} 1000w`;
    await probe.decode();
    return { said: probe.naturalWidth, drawn: img.getBoundingClientRect().width };
  });

for (const route of PAGES) {
  const selector = PAGE_IMAGES[route];
  test(`${route}: the image's sizes say the width it is drawn at, on a phone, a tablet and a desktop`, async ({
    page,
    request,
  }) => {
    await page.goto(await budgetRoute(request, route));
    const image = page.locator(selector).first();
    await expect(image).toBeVisible();
    const misses: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const { said, drawn } = await saidWidth(image);
      if (Math.abs(said - drawn) > 2) misses.push(`${width} px: sizes ${said}, drawn ${drawn}`);
    }
    expect(misses).toEqual([]);
  });
}
