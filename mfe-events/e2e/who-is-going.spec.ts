import { expect, test } from '@playwright/test';
import { apiGet } from '../../e2e/helpers';

// "Who's going": 5 avatars, and 'view all' lists every dancer going. It used to list only the five
// the event's answer carries ("no call lists more"), under a heading that said 19.
test('view all lists everyone going, as many as the heading says', async ({ page, request, baseURL }) => {
  let shown: { id: number; whoIsGoingCount: number } | null = null;
  for (const period of ['now', 'future', 'past']) {
    for (const { id } of await apiGet<Array<{ id: number }>>(request, `/events?t=${period}&pp=50`)) {
      const event = await apiGet<{ id: number; whoIsGoingCount: number }>(request, `/events/${id}`);
      if (event.whoIsGoingCount > 5 && event.whoIsGoingCount <= 50 && shown === null) shown = event;
    }
  }
  expect(shown).not.toBeNull();
  await page.context().addCookies([{ name: 'cookie', value: 'accepted', url: baseURL! }]);
  await page.goto(`/event/${shown!.id}`);
  const section = page.locator('section[aria-labelledby="ev-going-title"]');
  await expect(section.getByRole('link')).toHaveCount(5);
  await section.getByRole('button', { name: 'view all' }).click();
  await expect(section.getByRole('link')).toHaveCount(shown!.whoIsGoingCount);
});
