// Built files go out compressed (brotli, or gzip for clients without it); hashed chunks are
// cached for a year, entry files revalidated unless a prefetch fetched them (scripts/server/static-area.mjs).
import { expect, test } from '@playwright/test';

test('a hashed shell chunk is served with brotli and immutable caching; remoteEntry revalidates, except just after a prefetch', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const main = /src="(\/main\.[0-9a-f]+\.js)"/.exec(html)?.[1];
  expect(main).toBeTruthy();
  const brotli = await request.get(main!, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const gzip = await request.get(main!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(await gzip.body()).toEqual(await brotli.body());

  const entry = await request.get('/remotes/events/remoteEntry.js', { headers: { 'Accept-Encoding': 'br' } });
  expect(entry.headers()['cache-control']).toBe('no-cache');
  const again = await request.get('/remotes/events/remoteEntry.js', {
    headers: { 'Accept-Encoding': 'br', 'If-None-Match': entry.headers()['etag'] },
  });
  expect(again.status()).toBe(304);
  // Fetched by the first HTML's prefetch, it stays fresh a minute (privately), so the page's own
  // request for it a moment later needs no second round trip (e2e/first-html.spec.ts).
  const prefetched = await request.get('/remotes/events/remoteEntry.js', { headers: { 'Sec-Purpose': 'prefetch' } });
  expect(prefetched.headers()['cache-control']).toBe('private, max-age=60');
  const prefetchedChunk = await request.get(main!, { headers: { 'Sec-Purpose': 'prefetch' } });
  expect(prefetchedChunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the site icon answers at /favicon.ico and /favicon.svg, revalidated since its name carries no hash', async ({
  request,
}) => {
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  expect(ico.headers()['cache-control']).toBe('no-cache');
  // An ICO file: reserved 0, type 1 (icon), then how many images it holds.
  const bytes = await ico.body();
  expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2), bytes.readUInt16LE(4)]).toEqual([0, 1, 3]);
  const svg = await request.get('/favicon.svg');
  expect(svg.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  const html = await (await request.get('/')).text();
  expect(html).toContain('<link rel="icon" href="/favicon.svg"');
});
