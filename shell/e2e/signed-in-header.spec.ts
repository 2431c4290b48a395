import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

let sequence = 0;

/** A fresh account with a finished profile, made through the real API; answers its session token. */
async function signedUpDancer(request: APIRequestContext, dancerName: string): Promise<string> {
  sequence += 1;
  const email = `hb-shell-${Date.now()}-${sequence}@example.test`;
  const signup = await request.post('/api/auth/signup', { data: { email, password: 'cypher-e2e-Pass-4821' } });
  expect(signup.status(), await signup.text()).toBe(200);
  const { token } = (await signup.json()) as { token: string };
  const update = await request.post('/api/user', {
    headers: { Authorization: `Bearer ${token}` },
    data: { dancerName, firstName: 'Shell', lastName: 'Journey' },
  });
  expect(update.status(), await update.text()).toBe(200);
  return token;
}

/** As if the dancer had signed in earlier: the token is where the shell keeps it. */
async function openSignedIn(page: Page, token: string, path: string) {
  await page.goto('/404');
  await page.evaluate((t) => localStorage.setItem('cypher.token', t), token);
  await page.goto(path);
}

test('the signed-in header shows the bell and the user menu', async ({ page, request }) => {
  const token = await signedUpDancer(request, 'Bgirl Header');
  await openSignedIn(page, token, '/events');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Log in' })).toBeHidden();

  const bell = nav.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { name: '0 new message(s)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAttribute('aria-expanded', 'false');
  await expect(bell).toBeFocused();

  const account = nav.getByRole('button', { name: 'Account menu: Bgirl Header' });
  await account.click();
  const menu = page.getByRole('region', { name: 'Account menu' });
  await expect(menu.getByRole('link', { name: 'View profile' })).toHaveAttribute('href', /^\/profile\/\d+$/);
  await expect(menu.getByRole('link', { name: 'Profile Settings' })).toHaveAttribute('href', '/profile-setting');
  await menu.getByRole('button', { name: 'Switch profiles' }).click();
  await expect(menu.getByRole('radio', { name: 'Bgirl Header' })).toBeChecked();
  await expect(menu.getByRole('button', { name: 'Add profile' })).toBeVisible();
  await menu.getByRole('button', { name: 'Back' }).click();
  await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('a signed-in dancer reloading a login-only page stays on it', async ({ page, request }) => {
  const token = await signedUpDancer(request, 'Bboy Reload');
  await openSignedIn(page, token, '/profile-setting');
  await expect(page.getByRole('button', { name: 'Account menu: Bboy Reload' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile-setting$/);
});

test('log out goes to Login with the current path as redirect, by keyboard at 360 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const token = await signedUpDancer(request, 'Bboy Leaving');
  await openSignedIn(page, token, '/organizations');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const account = page.getByRole('button', { name: 'Account menu: Bboy Leaving' });
  await account.focus();
  await page.keyboard.press('Enter');
  const logOut = page.getByRole('button', { name: 'Log out' });
  await expect(logOut).toBeVisible();
  await logOut.focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/login\?redirect=%2Forganizations$/);
  expect(await page.evaluate(() => localStorage.getItem('cypher.token'))).toBeNull();
  // The old token is over at the API too.
  const me = await request.get('/api/user', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
});

test('Google sign-in returns through /auth/complete; a new account finishes its profile first', async ({ page }) => {
  await page.goto(`/api/auth/google?redirect=${encodeURIComponent('/organizations')}`);
  await expect(page).toHaveURL(/\/signup\?incomplete=true&redirect=%2Forganizations$/);
  expect(page.url()).not.toContain('token=');
  expect(await page.evaluate(() => localStorage.getItem('cypher.token'))).toBeTruthy();
});

test('switching profiles acts as the chosen profile after the page refreshes', async ({ page, request }) => {
  const token = await signedUpDancer(request, 'Bboy Main Side');
  const added = await request.post('/api/user/profiles', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      firstName: 'Shell',
      lastName: 'Journey',
      dancerName: 'Bboy Other Side',
      birthday: '04/12/1996',
      country: 'FR',
      state: null,
      city: 'Lyon',
      avatar: null,
      card: null,
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  await openSignedIn(page, token, '/events');

  // A mark on this page's window: gone once the switch has refreshed the page.
  await page.evaluate(() => Object.assign(window, { beforeSwitch: true }));
  await page.getByRole('button', { name: 'Account menu: Bboy Main Side' }).click();
  await page.getByRole('button', { name: 'Switch profiles' }).click();
  await page.getByRole('radio', { name: 'Bboy Other Side' }).click();

  // While the page reloads its context is gone: that read counts as "not yet" and is asked again.
  await expect.poll(() => page.evaluate(() => 'beforeSwitch' in window).catch(() => true), { timeout: 15_000 }).toBe(false);
  await expect(page.getByRole('button', { name: 'Account menu: Bboy Other Side' })).toBeVisible();
  await expect(page).toHaveURL(/\/events$/);
  const stored = await page.evaluate(() => localStorage.getItem('cypher.currentProfileId'));
  expect(Number(stored)).toBeGreaterThan(0);
});
