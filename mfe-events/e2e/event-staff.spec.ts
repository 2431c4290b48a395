import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoEmail, DEMO_PASSWORD, signIn } from '../../mfe-orgs/e2e/sign-in';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie', value: 'accepted', url: baseURL! }]);
});

const HOUR = 3_600_000;

async function tokenOf(request: APIRequestContext, dancerName: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email: demoEmail(dancerName), password: DEMO_PASSWORD } });
  return ((await response.json()) as { token: string }).token;
}

/** A paid event happening now, made and published by `creator` through the wizard's calls. */
async function eventHappeningNow(request: APIRequestContext, creator: string, title: string): Promise<number> {
  const headers = { authorization: `Bearer ${await tokenOf(request, creator)}` };
  const { id } = (await (await request.post('/api/events', { headers })).json()) as { id: number };
  const saved = await request.post(`/api/events/${id}`, {
    headers,
    data: {
      title,
      image: null,
      description: '',
      website: null,
      locationAddress: null,
      locationLat: null,
      locationLng: null,
      dateStart: new Date(Date.now() - HOUR).toISOString(),
      dateEnd: new Date(Date.now() + 3 * HOUR).toISOString(),
      timeZone: 'America/New_York',
      orgId: null,
      tiers: [{ title: '', description: '', cost: 1500, fees: 0, taxes: 0 }],
    },
  });
  expect(saved.ok()).toBe(true);
  expect((await request.post(`/api/events/${id}/publish`, { headers })).ok()).toBe(true);
  return id;
}

test('the event’s editor adds an admin through the user search, and that admin checks a dancer in', async ({
  page,
  request,
  browser,
}) => {
  const eventId = await eventHappeningNow(request, 'Kid Kairo', 'E2E Door Night');
  // A dancer chose 'Pay & Check-In' on their own (no ticket bought online): staff take the cash.
  const dancer = { authorization: `Bearer ${await tokenOf(request, 'Spinz')}` };
  expect((await request.post(`/api/events/${eventId}/checkin`, { headers: dancer })).ok()).toBe(true);

  // The editor makes B-Girl Nova an admin from the event page.
  await signIn(page, request, 'Kid Kairo');
  await page.goto(`/event/${eventId}`);
  const area = page.locator('[data-area="events"]');
  await expect(area.getByRole('heading', { level: 1, name: 'E2E Door Night' })).toBeVisible();
  await area.getByRole('combobox', { name: 'Add to Admins' }).fill('Nova');
  await area.getByRole('option', { name: /B-Girl Nova/ }).click();
  await expect(area.getByRole('button', { name: 'Remove B-Girl Nova from Admins' })).toBeVisible();

  // The new admin opens the check-in page from the event and takes the dancer's cash.
  const adminContext = await browser.newContext();
  await adminContext.addCookies([{ name: 'cookie', value: 'accepted', url: page.url() }]);
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, request, 'B-Girl Nova');
  await adminPage.goto(`/event/${eventId}`);
  const adminArea = adminPage.locator('[data-area="events"]');
  await adminArea.getByRole('link', { name: 'Tickets and check-ins' }).click();
  await expect(adminArea.getByRole('heading', { level: 1, name: 'Check people in' })).toBeVisible();
  await expect(adminArea.getByText('0/1 checked in')).toBeVisible();
  await adminArea.getByRole('button', { name: 'Pay & Check-In: Spinz' }).click();
  await expect(adminArea.getByText('1/1 checked in')).toBeVisible();
  await expect(adminArea.getByRole('table').getByText('Checked-in', { exact: true })).toBeVisible();
  await adminContext.close();

  // The dancer's own event page says so.
  const mine = await (await request.get(`/api/events/${eventId}`, { headers: dancer })).json();
  expect(mine.permissions.checkedIn).toBe(true);
});
