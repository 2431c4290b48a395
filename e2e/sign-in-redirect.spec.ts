import { expect, test } from '@playwright/test';

// Issue 12, defect 5: the `redirect` query of Login is attacker-controlled. Whatever it says, a
// dancer who signs in stays on this site; a path of this site is still honoured.
const DEMO_EMAIL = 'kidkairo@demo.cypher.dance';
const DEMO_PASSWORD = 'cypher-demo-2026';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie', value: 'accepted', url: baseURL! }]);
  // Should the check fail, the browser must not really leave for the internet.
  await context.route(
    (url) => url.hostname === 'evil.example',
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: 'evil' }),
  );
});

async function logInWith(page: import('@playwright/test').Page, redirect: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  const area = page.locator('[data-area="accounts"]');
  await area.getByLabel('Email*').fill(DEMO_EMAIL);
  await area.getByLabel('Email*').press('Enter');
  await expect(area.getByLabel('Password*')).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /Kid Kairo/ })).toBeVisible();
}

for (const redirect of [
  '/\\evil.example/x',
  '//evil.example/x',
  'https://evil.example/x',
  '/%5Cevil.example/x',
  '/%2F%2Fevil.example/x',
]) {
  test(`signing in with redirect=${redirect} stays on this site, at Home`, async ({ page, baseURL }) => {
    await logInWith(page, redirect);
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByText('evil', { exact: true })).toHaveCount(0);
  });
}

test('a redirect to a path of this site is still followed after signing in', async ({ page, baseURL }) => {
  await logInWith(page, '/events?t=future');
  await expect(page).toHaveURL(`${baseURL}/events?t=future`);
});
