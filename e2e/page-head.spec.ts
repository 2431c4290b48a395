import { expect, test } from '@playwright/test';
import { apiGet, budgetRoute } from './helpers';
import { PAGE_IMAGES, type PageWithImages } from './page-images';
// @ts-expect-error the composition server is plain JavaScript (scripts/server)
import { renderHead } from '../scripts/server/page-head.mjs';

// Search engines and link previews read the first HTML without running scripts: the shell's own
// pages and an event's page carry their title, description and Open Graph tags in it
// (scripts/server/page-head.mjs); every other path gets the site's head.

function meta(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match ? match[1] : null;
}

test('the FAQ, Patreon, policy and terms pages carry their own head in the first HTML', async ({ request }) => {
  for (const [path, title] of [
    ['/faq', 'FAQ · Cypher'],
    ['/patreon', 'Support Cypher on Patreon · Cypher'],
    ['/policy', 'Privacy Policy · Cypher'],
    ['/terms', 'Terms of Service · Cypher'],
  ]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<title>${title}</title>`);
    expect(meta(html, 'og:title'), path).toBe(title);
    expect(meta(html, 'description')?.length ?? 0, path).toBeGreaterThan(40);
    expect(meta(html, 'og:description'), path).toBe(meta(html, 'description'));
    expect(meta(html, 'og:url'), path).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${path}$`));
  }
});

test('an event page carries the event title, description and image for link previews', async ({ request }) => {
  const [first] = await apiGet<Array<{ id: number }>>(request, '/events?t=future&pp=1');
  const event = await apiGet<{ title: string; image: number | null }>(request, `/events/${first.id}`);
  const html = await (await request.get(`/event/${first.id}`)).text();
  const escaped = event.title.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;');
  expect(html).toContain(`<title>${escaped} · Cypher</title>`);
  expect(meta(html, 'og:title')).toBe(`${escaped} · Cypher`);
  expect(meta(html, 'description')?.length ?? 0).toBeGreaterThan(10);
  if (event.image) expect(meta(html, 'og:image')).toMatch(new RegExp(`/api/images/${event.image}\\?w=1200&amp;h=630$`));
  // The page still boots: the shell's script is in the rewritten HTML.
  expect(html).toMatch(/<script defer src="\/main\.[0-9a-f]+\.js"><\/script>/);
});

test('a missing event, and any other page, get the site head', async ({ request }) => {
  for (const path of ['/event/99999999', '/events', '/battle/1']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<title>Cypher</title>');
    expect(meta(html, 'og:title'), path).toBeNull();
  }
});

test('texts in the head are escaped', () => {
  const html = renderHead(
    '<head><meta name="description" content="x"><title>Cypher</title></head>',
    {
      title: '"><script>alert(1)</script>',
      description: 'a & b',
      type: 'website',
      image: null,
    },
    { origin: 'https://cypher.dance', pathname: '/event/1' },
  );
  expect(html).not.toContain('<script>');
  expect(html).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
  expect(html).toContain('content="a &amp; b"');
});

// Filled in from the demo seed: its first organization has an image.
const LARGEST_IMAGES: PageWithImages[] = ['/', '/events', '/events/grid', '/organizations', '/organization/{organization}'];

for (const route of LARGEST_IMAGES) {
  const selector = PAGE_IMAGES[route];
  test(`${route}: the first HTML preloads the page’s largest image, the copy its <img> then shows`, async ({ page, request }) => {
    const path = await budgetRoute(request, route);
    const html = await (await request.get(path)).text();
    const preload =
      /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="([^"]+)" \/>/.exec(
        html,
      );
    expect(preload, 'an image preload in the first HTML').not.toBeNull();
    const unescape = (text: string) => text.replace(/&amp;/g, '&');
    await page.goto(path);
    // The image itself, not a skeleton's box of the same class.
    const image = page.locator(selector).first();
    await expect(image).toBeVisible();
    expect(await image.getAttribute('src')).toBe(unescape(preload![1]));
    expect(await image.getAttribute('srcset')).toBe(unescape(preload![2]));
    expect(await image.getAttribute('sizes')).toBe(unescape(preload![3]));
    expect(await image.getAttribute('loading')).toBe('eager');
  });
}
