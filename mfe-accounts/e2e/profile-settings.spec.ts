import { expect, test, type Page } from '@playwright/test';
import { addProfile, PASSWORD, signUpDancer, startSignedIn } from './profile-session';

const SAVED = 'Changes has been saved';

async function openTab(page: Page, tabName: string) {
  await page.goto(`/profile-setting?tabName=${tabName}`);
  return page.locator('[data-area="accounts"]');
}

test('each settings tab saves with the toast', async ({ page, request }) => {
  const me = await signUpDancer(request, 'Settings Flow');
  await startSignedIn(page, me.token);

  let area = await openTab(page, 'profile');
  await area.getByLabel('Dancer name*').fill('Settings Flow Two');
  await area.getByLabel('Birthday*').fill('01/15/2030');
  await area.getByRole('button', { name: 'Save' }).click();
  await expect(area.getByText('Please enter a correct date')).toBeVisible();
  await area.getByLabel('Birthday*').fill('03/04/1999');
  await area.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(SAVED).first()).toBeVisible();
  const profile = await (await request.get(`/api/user/${me.id}`)).json();
  expect(profile).toMatchObject({ dancerName: 'Settings Flow Two', birthday: '03/04/1999' });

  area = await openTab(page, 'contact');
  await area.getByLabel('Instagram').fill('https://instagram.com/settings.flow');
  await area.getByLabel('Website').fill('settings.flow.dance');
  await area.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(SAVED).first()).toBeVisible();
  await page.goto(`/profile/${me.id}`);
  await expect(page.getByRole('link', { name: 'Instagram', exact: true })).toHaveAttribute(
    'href',
    'https://instagram.com/settings.flow',
  );

  area = await openTab(page, 'stats');
  await area.getByRole('switch', { name: 'Show events attended publicly' }).uncheck();
  await area.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(SAVED).first()).toBeVisible();
  const visitorView = await (await request.get(`/api/user/${me.id}`)).json();
  expect(visitorView.eventsAttended).toBeUndefined();

  area = await openTab(page, 'password');
  await area.getByLabel('Current password*').fill(PASSWORD);
  await area.getByLabel('New password*', { exact: true }).fill('cypher-e2e-Next-2027');
  await area.getByLabel('Confirm new password*').fill('cypher-e2e-Next-2028');
  await area.getByRole('button', { name: 'Change password' }).click();
  await expect(area.getByText('Passwords must be equal')).toBeVisible();
  await area.getByLabel('Confirm new password*').fill('cypher-e2e-Next-2027');
  await area.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(SAVED).first()).toBeVisible();
  // The new token was kept: the page still works signed in, and the new password logs in.
  const login = await request.post('/api/auth/login', { data: { email: me.email, password: 'cypher-e2e-Next-2027' } });
  expect(login.ok()).toBe(true);
  area = await openTab(page, 'stats');
  await expect(area.getByRole('switch', { name: 'Show events attended publicly' })).not.toBeChecked();
});

test('other profiles: act as a second profile, make it main, release the old main', async ({ page, request }) => {
  const me = await signUpDancer(request, 'Main Flow');
  const second = await addProfile(request, me.headers, 'Second Flow');
  await startSignedIn(page, me.token, second.id);

  // Acting as the second profile: every API request names it in the caller-profile header.
  const userRequest = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/user' && req.method() === 'GET');
  const area = await openTab(page, 'profiles');
  expect((await userRequest).headers()['x-caller-profile']).toBe(String(second.id));

  const mainRow = area.locator('li', { has: page.getByRole('link', { name: 'Main Flow', exact: true }) });
  const secondRow = area.locator('li', { has: page.getByRole('link', { name: 'Second Flow', exact: true }) });
  await expect(mainRow.getByText('Main profile')).toBeVisible();
  await expect(mainRow.getByRole('button')).toHaveCount(0);
  await expect(secondRow.getByText('You are acting as this profile')).toBeVisible();

  await secondRow.getByRole('button', { name: 'Set as main: Second Flow' }).click();
  await expect(page.getByText(SAVED).first()).toBeVisible();
  await expect(secondRow.getByText('Main profile')).toBeVisible();
  await expect(secondRow.getByRole('button')).toHaveCount(0);
  // The toast goes after 5 s; gone, the next one is surely the release's.
  await expect(page.getByText(SAVED)).toHaveCount(0, { timeout: 10_000 });

  await mainRow.getByRole('link', { name: 'Release: Main Flow' }).click();
  await expect(page).toHaveURL(new RegExp(`/release-profile/${me.id}$`));
  const released = `released.${Date.now()}@example.test`;
  await area.getByLabel('Email*').fill(released);
  await area.getByLabel('Password*', { exact: true }).fill('cypher-e2e-Released-1');
  await area.getByLabel('Confirm password*').fill('cypher-e2e-Released-1');
  await area.getByRole('button', { name: 'Release profile' }).click();
  await expect(page.getByText(SAVED).first()).toBeVisible();
  await expect(page).toHaveURL(/\/profile-setting/);
  const login = await request.post('/api/auth/login', { data: { email: released, password: 'cypher-e2e-Released-1' } });
  expect(login.ok()).toBe(true);
});
