import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoEmail, DEMO_PASSWORD, signIn } from '../../mfe-orgs/e2e/sign-in';

type Attendee = { id: number; dancerName: string; checkedIn: boolean; hasTicket: boolean; payment: string | null };
type Event = { id: number; permissions: { canCheckIn: boolean }; attendees?: Attendee[] };

async function tokenOf(request: APIRequestContext, dancerName: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email: demoEmail(dancerName), password: DEMO_PASSWORD } });
  return ((await response.json()) as { token: string }).token;
}

/** A seeded event happening now whose door this demo account runs, with a dancer to check in. */
async function door(request: APIRequestContext) {
  for (const staff of ['Kid Kairo', 'B-Girl Nova', 'Dr. Footwork']) {
    const token = await tokenOf(request, staff);
    const now: Array<{ id: number }> = await (await request.get('/api/events?t=now&pp=50')).json();
    for (const { id } of now) {
      const event: Event = await (
        await request.get(`/api/events/${id}`, { headers: { authorization: `Bearer ${token}` } })
      ).json();
      const waiting = (event.attendees ?? []).find((a) => a.hasTicket && !a.checkedIn && a.payment !== 'cash_pending');
      if (event.permissions.canCheckIn && waiting) return { staff, token, event, dancer: waiting };
    }
  }
  return null;
}

test('offline, door staff check a dancer in: the row says pending, and it syncs when the connection is back', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.addCookies([{ name: 'cookie', value: 'accepted', url: baseURL! }]);
  const found = await door(request);
  expect(found, 'a seeded now-event with door staff among the demo accounts').not.toBeNull();
  const { staff, token, event, dancer } = found!;

  await signIn(page, request, staff);
  await page.goto(`/event/${event.id}/checkin`);
  const area = page.locator('[data-area="events"]');
  await expect(area.getByRole('heading', { level: 1, name: 'Check people in' })).toBeVisible();
  const counter = area.getByText(/^\d+\/\d+ checked in$/);
  const before = Number((await counter.textContent())!.split('/')[0]);

  await context.setOffline(true);
  await area.getByRole('button', { name: `Check-In: ${dancer.dancerName}` }).click();
  const row = area.getByRole('row').filter({ hasText: dancer.dancerName });
  await expect(row.getByText('Pending sync')).toBeVisible();
  await expect(area.getByRole('status').filter({ hasText: 'waiting for the connection' })).toHaveText(
    '1 check-in waiting for the connection',
  );
  await expect(counter).toHaveText(new RegExp(`^${before}/`));
  await page.screenshot({ path: 'test-results/checkin-offline-pending.png' });
  // Nothing reached the server yet.
  const meanwhile: Event = await (
    await request.get(`/api/events/${event.id}`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(meanwhile.attendees!.find((a) => a.id === dancer.id)!.checkedIn).toBe(false);

  await context.setOffline(false);
  await expect(row.getByText('Checked-in')).toBeVisible();
  await expect(counter).toHaveText(new RegExp(`^${before + 1}/`));
  await expect(row.getByText('Pending sync')).toHaveCount(0);
  const after: Event = await (
    await request.get(`/api/events/${event.id}`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(after.attendees!.find((a) => a.id === dancer.id)!.checkedIn).toBe(true);
});
