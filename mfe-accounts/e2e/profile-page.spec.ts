import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { apiGet, wizardEventBody } from '../../e2e/helpers';
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
    // Only the medal's colour fades: the number and label stay readable, a locked badge says so.
    await expect(badge).toHaveCSS('opacity', '1');
    await expect(badge.locator('.ac-badge__fill')).toHaveCSS('opacity', attended >= threshold ? '1' : '0.3');
    await expect(badge.getByText('Locked', { exact: true })).toHaveCount(attended >= threshold ? 0 : 1);
  }
  await expect(area.getByTestId('badge-100').getByText('👑')).toBeVisible();
  const contrast = await new AxeBuilder({ page }).include('.ac-badges').withRules(['color-contrast']).analyze();
  expect(contrast.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
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

test('a dancer publishes their own draft from their profile and removes another', async ({ page, request, context, baseURL }) => {
  // Consent given beforehand, so the cookie banner does not cover the chip menus.
  await context.addCookies([{ name: 'cookie', value: 'accepted', url: baseURL! }]);
  const me = await signUpDancer(request, 'Draft Owner');
  const post = async <T>(path: string, data?: object) => {
    const response = await request.post(`/api${path}`, { headers: me.headers, ...(data ? { data } : {}) });
    expect(response.status(), `POST /api${path}`).toBe(200);
    return (await response.json()) as T;
  };
  // The wizard's first two calls: an empty draft (its maker becomes its organizer), then the event saved.
  const draft = async (title: string) => {
    const { id } = await post<{ id: number }>('/events');
    await post(`/events/${id}`, wizardEventBody(title, null));
    return id;
  };
  const kept = await draft('Profile Publish Jam');
  const dropped = await draft('Profile Drop Jam');
  await startSignedIn(page, me.token);
  await page.goto(`/profile/${me.id}`);
  const area = page.locator('[data-area="accounts"]');
  await expect(area.getByRole('tab', { name: 'Drafts' })).toHaveAttribute('aria-selected', 'true');

  // By keyboard: the menu opens on its first item and Escape hands the focus back to its button.
  const menuOf = (title: string) => area.getByRole('button', { name: `Actions for ${title}` });
  await menuOf('Profile Drop Jam').focus();
  await page.keyboard.press('Enter');
  await expect(area.getByRole('menuitem', { name: 'Publish event' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(area.getByRole('menu')).toHaveCount(0);
  await expect(menuOf('Profile Drop Jam')).toBeFocused();

  // Remove: asked first, then gone from the list and from the API.
  await menuOf('Profile Drop Jam').click();
  await area.getByRole('menuitem', { name: 'Remove event' }).click();
  const dialog = area.getByRole('alertdialog', { name: 'Remove event' });
  await expect(dialog).toContainText('Remove “Profile Drop Jam”?');
  await dialog.getByRole('button', { name: 'Remove event' }).click();
  await expect(area.getByRole('link', { name: /Profile Drop Jam/ })).toHaveCount(0);
  expect((await request.get(`/api/events/${dropped}`, { headers: me.headers })).status()).toBe(404);

  // Publish: the last draft moves to Upcoming and the Drafts tab goes.
  await menuOf('Profile Publish Jam').click();
  await area.getByRole('menuitem', { name: 'Publish event' }).click();
  await expect(area.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
  await expect(area.getByRole('tab', { name: 'Drafts' })).toHaveCount(0);
  await expect(area.getByRole('link', { name: /Profile Publish Jam/ })).toBeVisible();
  const published = (await (await request.get(`/api/events/${kept}`)).json()) as { status: string };
  expect(published.status).toBe('published');
});
