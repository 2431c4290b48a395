// Initial JS of a route as a first-time visitor downloads it: every script until the network is
// idle, gzipped as a server would send it, and how many copies of react-dom were among them.
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const REACT_DOM_SIGNATURE = 'rendererPackageName:"react-dom"';

export async function measurePages(origin, routes) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const bodies = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => Buffer.alloc(0)));
      });
      await page.goto(origin + route, { waitUntil: 'networkidle' });
      const scripts = await Promise.all(bodies);
      results.push({
        route,
        scripts: scripts.length,
        rawKb: scripts.reduce((sum, b) => sum + b.length, 0) / 1024,
        gzipKb: scripts.reduce((sum, b) => sum + zlib.gzipSync(b, { level: 9 }).length, 0) / 1024,
        reactDomCopies: scripts.filter((b) => b.toString('utf8').includes(REACT_DOM_SIGNATURE)).length,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
