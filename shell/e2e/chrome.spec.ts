import { expect, test } from '@playwright/test';

test('home shows the header, the footer and the cookie banner', async ({ page, context }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const link of ['Events', 'Organizations', 'Members', 'Faqs', 'Patreon']) {
    await expect(nav.getByRole('link', { name: link })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create profile' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
  await expect(footer).toContainText(String(new Date().getFullYear()));

  const banner = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Allow' }).click();
  await expect(banner).toBeHidden();
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'cookie')?.value).toBe('accepted');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeHidden();
});

test('Decline closes the cookie banner without setting the cookie', async ({ page, context }) => {
  await page.goto('/');
  const banner = page.getByRole('dialog', { name: 'Cookie settings' });
  await banner.getByRole('button', { name: 'Decline' }).click();
  await expect(banner).toBeHidden();
  expect((await context.cookies()).find((c) => c.name === 'cookie')).toBeUndefined();
});

test('by keyboard the cookie banner comes right after the skip link, and its answer leaves focus on the page', async ({
  page,
}) => {
  await page.goto('/');
  const banner = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(banner).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: 'Decline' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  await expect(page.locator('main#sh-content')).toBeFocused();
});

test('at 360 px the page ends above the cookie banner: the footer links can be scrolled clear of it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/event/2');
  const banner = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(banner).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' });
  await expect
    .poll(async () => (await terms.boundingBox())!.y + (await terms.boundingBox())!.height - (await banner.boundingBox())!.y)
    .toBeLessThanOrEqual(0);
});

test('a login-required page sends a signed-out visitor to Login with a redirect', async ({ page }) => {
  await page.goto('/profile-setting?tabName=profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile-setting%3FtabName%3Dprofile$/);
});

test('the header works by keyboard and at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  // Nothing may overflow the narrow screen sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const menu = page.getByRole('button', { name: /menu/i });
  await menu.focus();
  await page.keyboard.press('Enter');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Organizations' })).toBeVisible();
  await nav.getByRole('link', { name: 'Organizations' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/organizations$/);
});

test('the header hides on a scroll down past 50 px, in one jump too, and comes back on a scroll up', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/events');
  await expect(page.locator('.sh-area__content').first()).toBeVisible();
  const header = page.locator('header.sh-header');
  await expect(header).not.toHaveClass(/sh-header--hidden/);
  // One jump, one scroll event: the header follows the page from the top it started at.
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(header).toHaveClass(/sh-header--hidden/);
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect(header).not.toHaveClass(/sh-header--hidden/);
});
