import { expect, test } from '@playwright/test';

test('/organizations lists the seeded organizations from the orgs remote', async ({ page, request }) => {
  const orgs = await (await request.get('/api/orgs?pp=100')).json();
  expect(orgs.items.length).toBeGreaterThan(1);
  await page.goto('/organizations');
  const area = page.locator('[data-area="orgs"]');
  for (const org of orgs.items.slice(0, 3)) await expect(area.getByText(org.name).first()).toBeVisible();
});
