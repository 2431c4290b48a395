// The shell sets up date formatting in a worker as a page starts (src/platform/intl-warmup.ts): the
// first Intl.DateTimeFormat of a browser process costs 14-44 ms, which every dated page used to pay
// on its main thread in the middle of its first render (issue 7, total blocking time).
import { expect, test } from '@playwright/test';
import { WORKER_SCRIPT } from '../../e2e/helpers';

test('a page starts the date-formatting worker from a hashed, immutable script, and it closes itself', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused/i.test(message.text())) refused.push(message.text());
  });
  // The worker formats one date and calls close(): Playwright reports it gone. Listened to as soon
  // as the worker appears, since it may be done a moment later.
  const started = new Promise<{ url: string; closed: Promise<void> }>((resolve) =>
    page.on('worker', (worker) =>
      resolve({ url: worker.url(), closed: new Promise((done) => worker.on('close', () => done())) }),
    ),
  );
  await page.goto('/events');
  const worker = await started;
  const { pathname } = new URL(worker.url);
  expect(pathname.startsWith('/intl-warmup.')).toBe(true);
  expect(pathname).toMatch(WORKER_SCRIPT);
  await worker.closed;

  const script = await page.request.get(worker.url);
  expect(script.headers()['cache-control']).toContain('immutable');
  expect(await script.text()).toContain('Intl.DateTimeFormat');
  await expect(page.locator('.sh-area__content').first()).toBeVisible();
  expect(refused).toEqual([]);
});
