import { expect, test } from '@playwright/test';

test.use({ serviceWorkers: 'allow' });

test('the service worker keeps the app opening offline: a reload without a connection shows the page again', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'cookie', value: 'accepted', url: baseURL! }]);
  await page.goto('/events');
  await expect(page.locator('[data-area="events"]').getByRole('heading', { level: 1 })).toBeVisible();
  // Registered after load, then in control of this page (clients.claim).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.scope)).toBe(`${baseURL}/`);
  // A second online visit, now through the worker, fills the cache with what the page loads.
  await page.reload();
  await expect(page.locator('[data-area="events"]').getByRole('heading', { level: 1 })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  // The shell and the area come from the cache; the API's data cannot, and the page says so its own way.
  await expect(page.getByRole('link', { name: 'Cypher home' })).toBeVisible();
  await expect(page.locator('[data-area="events"]').getByRole('heading', { level: 1 })).toBeVisible();
  await page.screenshot({ path: 'test-results/offline-reload.png' });
  await context.setOffline(false);
});
