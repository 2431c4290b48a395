import { expect, test } from '@playwright/test';
import { apiGet } from '../../e2e/helpers';
import { signUpDancer, startSignedIn } from './profile-session';

interface Card {
  id: number;
  dancerName: string;
  eventsAttended: number | null;
}

test('a seeded dancer’s profile: header, event sub-tabs with pages of 5, badges', async ({ page, request }) => {
  const cards = await apiGet<Card[]>(request, '/users?pp=50&sb=name-asc');
  // The dancer who went to the most events has the fullest tabs and the most badges.
  const dancer = [...cards].sort((a, b) => (b.eventsAttended ?? 0) - (a.eventsAttended ?? 0))[0];
  const counts = await apiGet<Record<'now' | 'past' | 'future', number>>(request, `/events/tabs?u=${dancer.id}`);

  await page.goto(`/profile/${dancer.id}`);
  const area = page.locator('[data-area="accounts"]');
  await expect(area.getByRole('heading', { level: 1, name: new RegExp(dancer.dancerName) })).toBeVisible();
  await expect(area.getByRole('link', { name: 'Settings' })).toHaveCount(0);

  const labels = { now: 'Happening', past: 'Past', future: 'Upcoming' } as const;
  const shown = (['now', 'past', 'future'] as const).filter((tab) => counts[tab] > 0);
  const subTabs = area.getByRole('tablist', { name: 'Events by period' });
  if (shown.length > 0) {
    await expect(subTabs.getByRole('tab')).toHaveText(shown.map((tab) => labels[tab]));
    await expect(subTabs.getByRole('tab', { name: labels[shown[0]] })).toHaveAttribute('aria-selected', 'true');
    const list = area.locator('.ac-profile-events__list');
    await expect(list.getByRole('link')).toHaveCount(Math.min(5, counts[shown[0]]));
    if (counts[shown[0]] > 5) {
      await area.getByRole('button', { name: 'Page 2' }).click();
      await expect(area.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expect(list.getByRole('link')).toHaveCount(Math.min(5, counts[shown[0]] - 5));
    }
    await list.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/event\/\d+$/);
    await page.goBack();
  } else {
    await expect(area.getByText('No events yet')).toBeVisible();
  }

  await area.getByRole('tab', { name: 'Badges' }).click();
  const attended = dancer.eventsAttended ?? 0;
  for (const threshold of [1, 10, 40, 80, 100]) {
    const badge = area.getByTestId(`badge-${threshold}`);
    await expect(badge).toHaveCSS('opacity', attended >= threshold ? '1' : '0.3');
  }
  await expect(area.getByTestId('badge-100').getByText('👑')).toBeVisible();
});

test('the owner sees Settings, uploads nothing without a card, and an unknown id is a 404', async ({ page, request }) => {
  const me = await signUpDancer(request, 'Owner Flow');
  await startSignedIn(page, me.token);
  await page.goto(`/profile/${me.id}`);
  const area = page.locator('[data-area="accounts"]');
  await expect(area.getByRole('heading', { level: 1, name: /Owner Flow/ })).toBeVisible();
  await expect(area.getByText('Ana Lima, ', { exact: false })).toBeVisible();
  await area.getByRole('tab', { name: 'Player Card' }).click();
  await expect(area.getByRole('button', { name: 'Add image' })).toBeVisible();
  await area.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/profile-setting$/);
  await expect(area.getByRole('heading', { name: 'Profile settings' })).toBeVisible();

  await page.goto('/profile/99999999');
  await expect(page.getByText('Page not found')).toBeVisible();
});
