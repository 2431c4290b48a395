// The first HTML of a page carries the remotes configuration and preloads of its area's code
// (scripts/server/page-hints.mjs), so the area downloads beside the shell instead of after it.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from './helpers';

const remotesFile = path.join(E2E_DATA_DIR, 'remotes.json');

/** The area's and the API's hints (the shell's own scripts, `/<file>.js`, come first on every page). */
function preloads(html: string): string[] {
  return [...html.matchAll(/<link rel="(preload|prefetch)" as="(\w+)"[^>]* href="([^"]+)">/g)]
    .filter(([, , , href]) => !/^\/[^/]+\.js$/.test(href))
    .map(([, rel, as, href]) => `${rel} ${as} ${href.replace(/&amp;/g, '&')}`);
}

function dataBlock(html: string): unknown {
  const match = /<script type="application\/json" id="cypher-remotes">(.*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]) : null;
}

test('a page’s first HTML names the remotes and preloads its own area’s manifest, remoteEntry.js and first modules', async ({
  request,
}) => {
  const html = await (await request.get('/organizations')).text();
  expect(dataBlock(html)).toEqual(JSON.parse(fs.readFileSync(remotesFile, 'utf8')));
  const hints = preloads(html);
  const manifest = JSON.parse(
    fs.readFileSync(path.join(E2E_DATA_DIR, '..', '..', 'mfe-orgs', 'dist', 'mf-manifest.json'), 'utf8'),
  );
  // Each first module's scripts, then the stylesheets its chunks load with it.
  const exposed = (name: string): string[] => {
    const { assets } = manifest.exposes.find((e: { name: string }) => e.name === name);
    return [
      ...assets.js.sync.map((file: string) => `prefetch script /remotes/orgs/${file}`),
      ...assets.css.sync.map((file: string) => `prefetch style /remotes/orgs/${file}`),
    ];
  };
  expect(exposed('routes').some((hint) => hint.startsWith('prefetch style '))).toBe(true);
  expect(hints).toEqual([
    'preload fetch /remotes/orgs/mf-manifest.json',
    'prefetch script /remotes/orgs/remoteEntry.js',
    ...exposed('meta'),
    ...exposed('routes'),
    // The page's first API read (e2e/first-read.spec.ts checks the page takes it).
    'preload fetch /api/orgs?p=0&pp=100',
  ]);
  for (const hint of hints) expect((await request.get(hint.split(' ')[2])).status(), hint).toBe(200);

  // Home loads the events area's widget; a path no area owns gets the configuration only.
  expect(preloads(await (await request.get('/')).text())[0]).toBe('preload fetch /remotes/events/mf-manifest.json');
  const unknown = await (await request.get('/no-such-area')).text();
  expect(preloads(unknown)).toEqual([]);
  expect(dataBlock(unknown)).not.toBeNull();
});

test('the browser uses the hints and the data block: no /remotes.json request, one manifest request, remoteEntry.js and area chunks from the cache, no CSP report', async ({
  page,
}) => {
  const requested: string[] = [];
  const problems: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  page.on('console', (m) => {
    if (/Content Security Policy|preloaded using link preload but not used/i.test(m.text())) problems.push(m.text());
  });
  await page.goto('/organizations', { waitUntil: 'networkidle' });
  await expect(page.locator('[data-area="orgs"] .sh-area__content')).toBeVisible();
  // Chrome reports an unused preload a few seconds after load.
  await page.waitForTimeout(3500);

  expect(requested).not.toContain('/remotes.json');
  expect(requested.filter((p) => p === '/remotes/orgs/mf-manifest.json')).toHaveLength(1);
  // The runtime's own requests for the prefetched remoteEntry.js and chunks are answered by the
  // browser's cache, with no round trip: a revalidation (304) would have a transfer size.
  const areaScripts = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.initiatorType === 'script' && /\/remotes\/orgs\/(remoteEntry\.js|__federation_expose_)/.test(e.name))
      .map((e) => ({ path: new URL(e.name).pathname, transferSize: e.transferSize })),
  );
  expect(areaScripts.map((script) => script.path)).toContain('/remotes/orgs/remoteEntry.js');
  expect(areaScripts.length).toBeGreaterThanOrEqual(3);
  for (const script of areaScripts) expect(script.transferSize, script.path).toBe(0);
  expect(problems).toEqual([]);
});

test('the data block follows the remotes configuration on disk: the next page load sees a change with no restart', async ({
  request,
}) => {
  const original = fs.readFileSync(remotesFile, 'utf8');
  const moved = { ...JSON.parse(original), orgs: '/remotes-extra/orgs-canary/mf-manifest.json' };
  try {
    fs.writeFileSync(remotesFile, JSON.stringify(moved));
    const html = await (await request.get('/organizations')).text();
    expect(dataBlock(html)).toEqual(moved);
    // Not on this disk: the manifest is preloaded, nothing it would list.
    expect(preloads(html)).toEqual([
      'preload fetch /remotes-extra/orgs-canary/mf-manifest.json',
      'preload fetch /api/orgs?p=0&pp=100',
    ]);
  } finally {
    fs.writeFileSync(remotesFile, original);
  }
});
