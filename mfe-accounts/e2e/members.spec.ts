import { expect, test } from '@playwright/test';

test('/members shows the seeded dancers and searches them', async ({ page, request }) => {
  const { count } = await (await request.get('/api/users/count')).json();
  const members = await (await request.get('/api/users?pp=50&sb=name-asc')).json();
  await page.goto('/members');
  const area = page.locator('[data-area="accounts"]');
  await expect(area.getByText(members[0].dancerName).first()).toBeVisible();
  const search = area.getByPlaceholder(`Search ${count} cards`);
  await search.fill(members[1].dancerName);
  await expect(area.getByText(members[1].dancerName).first()).toBeVisible();
  await search.fill('zzzz-no-such-dancer');
  await expect(area.getByText('No members exist with these parameters')).toBeVisible();
});
