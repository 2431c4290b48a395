import { expect, test } from '@playwright/test';
import { seededBattle } from '../../e2e/helpers';

test('/battle/{id} shows the battle’s title and its event from the battles remote', async ({ page, request }) => {
  const battle = await seededBattle(request);
  await page.goto(`/battle/${battle.id}`);
  const area = page.locator('[data-area="battles"]');
  await expect(area.getByRole('heading', { level: 1, name: battle.title })).toBeVisible();
  await expect(area.getByRole('link', { name: battle.eventTitle })).toBeVisible();
});

test('an unknown battle shows the 404 page', async ({ page }) => {
  await page.goto('/battle/987654');
  await expect(page.getByText('Page not found')).toBeVisible();
});
