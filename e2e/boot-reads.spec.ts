// A page starts without waiting on the browser process for what the server already knew (issue 7):
// reading document.cookie and the federation runtime's debug flag in localStorage are synchronous
// calls to the browser process on Chromium, which made the first tasks after the first paint long
// on a busy phone. The composition server writes the cookies it was sent into the first HTML (the
// visit block); production builds look up no debug flag; and the shell rewrites the signed-in
// cookie at start only when the visit block says it differs from the stored session.
import { expect, test, type Page } from '@playwright/test';
import { VISIT_DATA_ID } from '@cypher/contracts';

/** Records every document.cookie read and write and every localStorage key read, from the page's first script on. */
async function watchReads(page: Page) {
  await page.addInitScript(() => {
    const reads: string[] = [];
    (window as unknown as { __reads: string[] }).__reads = reads;
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get() {
        reads.push('document.cookie');
        return cookie.get!.call(this);
      },
      set(value: string) {
        reads.push(`document.cookie = ${value.split('=')[0]}`);
        cookie.set!.call(this, value);
      },
    });
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (key: string) {
      reads.push(`localStorage ${key}`);
      return getItem.call(this, key);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __reads: string[] }).__reads);
}

test('a signed-out page starts reading and writing no cookie, and reading no federation debug flag', async ({ page }) => {
  const reads = await watchReads(page);
  await page.goto('/events');
  await expect(page.locator('.sh-area__content').first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const seen = await reads();
  expect(seen.filter((read) => read.startsWith('document.cookie') || read.includes('FEDERATION_DEBUG'))).toEqual([]);
});

test('the first HTML carries the cookies it was sent, and varies with them', async ({ page, request, baseURL }) => {
  const answer = await request.get('/events', { headers: { Cookie: 'cookie=accepted; cypher_signed_in=1' } });
  expect(answer.headers().vary).toMatch(/\bCookie\b/);
  expect(await answer.text()).toContain(
    `<script type="application/json" id="${VISIT_DATA_ID}">{"signedIn":true,"cookieConsent":true}</script>`,
  );

  // Consent given earlier: no banner, and still no cookie read to know it.
  await page.context().addCookies([{ name: 'cookie', value: 'accepted', url: baseURL! }]);
  const reads = await watchReads(page);
  await page.goto('/events');
  await expect(page.locator('.sh-area__content').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toHaveCount(0);
  expect((await reads()).filter((read) => read.startsWith('document.cookie'))).toEqual([]);
});
