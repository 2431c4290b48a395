import { expect, test } from '@playwright/test';
import { demoEmail, signIn } from '../../mfe-orgs/e2e/sign-in';
import { latestEmail } from '../../e2e/helpers';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie', value: 'accepted', url: baseURL! }]);
});

/** 'yyyy-mm-dd' some days from today (the wizard's date fields). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a signed-out visitor pressing Create event is sent to Signup with a redirect back', async ({ page }) => {
  await page.goto('/events');
  await page.locator('[data-area="events"]').getByRole('button', { name: 'Create event' }).click();
  await expect(page).toHaveURL(/\/signup\?.*redirect=%2Fcreate-event/);
});

test('the wizard with two tiers publishes: toast, info modal, the page with its price range', async ({ page, request }) => {
  await signIn(page, request, 'Kid Kairo');
  await page.goto('/create-event');
  const area = page.locator('[data-area="events"]');
  await expect(area.getByRole('heading', { level: 2, name: 'Info' })).toBeVisible();
  await expect(page).toHaveURL(/\/create-event\/\d+$/);
  await area.getByLabel('Title').fill('E2E Winter Jam');
  await area.getByLabel('Address').fill('1 Grand Concourse, Bronx, NY');
  await area.getByRole('button', { name: 'Next' }).click();

  await expect(area.getByRole('heading', { level: 2, name: 'Date' })).toBeVisible();
  await area.getByLabel('Time zone').selectOption('America/New_York');
  await area.getByLabel('Start date').fill(inDays(20));
  await area.getByLabel('End date').fill(inDays(19));
  await expect(area.getByText("End Date can't be before the Start Date")).toBeVisible();
  await area.getByLabel('End date').fill(inDays(21));
  await area.getByRole('button', { name: 'Next' }).click();

  await expect(area.getByRole('heading', { level: 2, name: 'Tiers' })).toBeVisible();
  await area.getByLabel('Cost in USD (optional)').fill('10');
  await area.getByRole('button', { name: 'Add tier' }).click();
  await area.getByLabel('Tier title').first().fill('Early');
  await area.getByLabel('Tier title').nth(1).fill('Door');
  await area.getByLabel('Cost in USD (optional)').nth(1).fill('25');
  await area.getByRole('button', { name: 'Next' }).click();

  await expect(area.getByRole('heading', { level: 2, name: 'Battles' })).toBeVisible();
  await area.getByRole('button', { name: 'Next' }).click();

  await expect(area.getByRole('heading', { level: 2, name: 'Review' })).toBeVisible();
  await area.getByRole('button', { name: 'Publish Event' }).click();
  await expect(page.getByText('Event Created')).toBeVisible();
  const modal = area.getByRole('dialog', { name: "We've emailed you some help" });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(area.getByRole('heading', { level: 1, name: 'E2E Winter Jam' })).toBeVisible();
  await expect(area.getByText('$10 - $25')).toBeVisible();
  await expect(page).toHaveURL(/\/event\/\d+$/);

  // The modal's promise is kept: the publisher's outbox holds the guide and the event's QR code.
  const eventPath = new URL(page.url()).pathname;
  const mail = await latestEmail(demoEmail('Kid Kairo'), (text) => text.includes('Your event is published: E2E Winter Jam'));
  expect(mail).toContain(`${eventPath}/checkin`);
  expect(mail).toMatch(new RegExp(`Content-Type: image/gif; name=event-\\d+-qr\\.gif`));
});
