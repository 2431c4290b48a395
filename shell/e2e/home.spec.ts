import { expect, test } from '@playwright/test';

// Issue 13 (spec events.md "Home"): one 'View events' / 'Create event' pair, and 'Create event'
// sends a signed-out visitor to Signup with the way back.
test('Home has one pair of buttons; Create event → Signup with a redirect back', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'cookie', value: 'accepted', url: baseURL! }]);
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'View events' }).or(main.getByRole('button', { name: 'View events' }))).toHaveCount(
    1,
  );
  const create = main.getByRole('link', { name: 'Create event' }).or(main.getByRole('button', { name: 'Create event' }));
  await expect(create).toHaveCount(1);
  await create.click();
  await expect(page).toHaveURL(/\/signup\?redirect=%2Fcreate-event$/);
});
