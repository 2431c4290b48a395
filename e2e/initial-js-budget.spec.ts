// The initial-JS budget (issue 7): each listed page, opened fresh, downloads at most CEILING_KB of
// gzipped JavaScript until the network is idle, with one react-dom and no TypeBox or test double.
// Bytes, not timings: a page that grows past the ceiling fails however fast the machine is. Every
// script also opens with V8's compile hint, so none is compiled function by function on the main
// thread after the first paint (shared-contracts/build/federation.mjs, compileHint); a worker's
// script (the shell's date-formatting warm-up) is compiled on its own thread and needs none.
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { COMPILE_HINT } from '@cypher/contracts/federation';
import { BUDGET_ROUTES, CEILING_KB, FORBIDDEN_IN_PAGES } from '../scripts/bench/page-budget.mjs';
import { budgetRoute, collectScripts, reactDomCopies } from './helpers';

for (const pattern of BUDGET_ROUTES) {
  test(`${pattern} loads at most ${CEILING_KB} KB of JavaScript (gzip), one react-dom, no schemas or test doubles`, async ({
    page,
    request,
  }) => {
    const route = await budgetRoute(request, pattern);
    const scripts = collectScripts(page);
    await page.goto(route, { waitUntil: 'networkidle' });
    // The first HTML prefetches the area's code, so the network can fall quiet before the area
    // has rendered: count once its content is on screen and the page's own chunks have arrived.
    await expect(page.locator('.sh-area__content').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-area-state="failed"]')).toHaveCount(0);

    const bodies = await Promise.all(scripts.map((s) => s.body.catch(() => Buffer.alloc(0))));
    const gzipKb = bodies.reduce((sum, body) => sum + zlib.gzipSync(body, { level: 9 }).length, 0) / 1024;
    const sizes = scripts.map((s, i) => `${(zlib.gzipSync(bodies[i], { level: 9 }).length / 1024).toFixed(1)} KB ${s.url}`);
    // The measured figure, so lowering CEILING_KB starts from the journey's own numbers.
    console.log(`initial JS ${pattern}: ${gzipKb.toFixed(1)} KB gzip in ${scripts.length} scripts`);
    expect(gzipKb, `initial JS of ${route}:\n${sizes.join('\n')}`).toBeLessThanOrEqual(CEILING_KB);
    expect(await reactDomCopies(scripts)).toHaveLength(1);
    // The page's own scripts, that is: a worker's script is compiled on the worker's thread.
    const hint = Buffer.from(`${COMPILE_HINT}\n`);
    const compiledLazily = scripts
      .filter((s, i) => !s.worker && !bodies[i].subarray(0, hint.length).equals(hint))
      .map((s) => s.url);
    expect(compiledLazily, `scripts of ${route} without the compile hint`).toEqual([]);
    for (const { what, signature } of FORBIDDEN_IN_PAGES) {
      const carriers = scripts.filter((_, i) => bodies[i].includes(signature)).map((s) => s.url);
      expect(carriers, `${what} in ${route}`).toEqual([]);
    }
  });
}
