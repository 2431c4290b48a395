import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoEmail, DEMO_PASSWORD, signIn } from '../../mfe-orgs/e2e/sign-in';

type Attendee = { id: number; dancerName: string; checkedIn: boolean; hasTicket: boolean; payment: string | null };
type Event = { id: number; title: string; permissions: { canCheckIn: boolean }; attendees?: Attendee[] };

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie', value: 'accepted', url: baseURL! }]);
});

async function tokenOf(request: APIRequestContext, dancerName: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email: demoEmail(dancerName), password: DEMO_PASSWORD } });
  return ((await response.json()) as { token: string }).token;
}

/** A seeded event happening now that this staff member checks people in, with two dancers holding a ticket. */
async function doorOf(request: APIRequestContext, staff: string) {
  const token = await tokenOf(request, staff);
  const now: Array<{ id: number }> = await (await request.get('/api/events?t=now&pp=50')).json();
  for (const { id } of now) {
    const event: Event = await (await request.get(`/api/events/${id}`, { headers: { authorization: `Bearer ${token}` } })).json();
    const waiting = (event.attendees ?? []).filter((a) => a.hasTicket && !a.checkedIn && a.payment !== 'cash_pending');
    if (event.permissions.canCheckIn && waiting.length >= 2) return { event, waiting };
  }
  return null;
}

test('door staff check a dancer in (one per 5 s) and the dancer’s event page then says Checked in', async ({
  page,
  request,
  browser,
}) => {
  let staff = 'Kid Kairo';
  let door = await doorOf(request, staff);
  for (const other of ['B-Girl Nova', 'Dr. Footwork']) {
    if (door) break;
    staff = other;
    door = await doorOf(request, other);
  }
  expect(door, 'a seeded now-event with door staff among the demo accounts').not.toBeNull();
  const { event, waiting } = door!;
  const [first, second] = waiting;

  await signIn(page, request, staff);
  await page.goto(`/event/${event.id}`);
  const area = page.locator('[data-area="events"]');
  await area.getByRole('link', { name: 'Tickets and check-ins' }).click();
  await expect(area.getByRole('heading', { level: 1, name: 'Check people in' })).toBeVisible();
  const counter = area.getByText(/^\d+\/\d+ checked in$/);
  const before = Number((await counter.textContent())!.split('/')[0]);
  await area.getByRole('button', { name: `Check-In: ${first.dancerName}` }).click();
  await expect(counter).toHaveText(new RegExp(`^${before + 1}/`));
  // The throttle: the next check-in waits 5 s.
  const next = area.getByRole('button', { name: `Check-In: ${second.dancerName}` });
  await expect(next).toBeDisabled();
  await expect(next).toBeEnabled({ timeout: 7_000 });

  // The dancer sees it on the event page.
  const dancerContext = await browser.newContext();
  const dancerPage = await dancerContext.newPage();
  await dancerContext.addCookies([{ name: 'cookie', value: 'accepted', url: new URL(page.url()).origin }]);
  await signIn(dancerPage, dancerContext.request, first.dancerName);
  await dancerPage.goto(`/event/${event.id}`);
  await expect(dancerPage.locator('[data-area="events"]').getByText('Checked in', { exact: true })).toBeVisible();
  await dancerContext.close();
});

test('on a phone the list keeps each status on one line, ends long e-mails with an ellipsis and each key mark beside its meaning', async ({
  page,
  request,
}) => {
  const staff = 'Airflare Ali';
  const token = await tokenOf(request, staff);
  const now: Array<{ id: number }> = await (await request.get('/api/events?t=now&pp=50')).json();
  let eventId: number | null = null;
  for (const { id } of now) {
    const event: Event = await (await request.get(`/api/events/${id}`, { headers: { authorization: `Bearer ${token}` } })).json();
    if (event.permissions.canCheckIn && (event.attendees ?? []).some((a) => a.checkedIn)) eventId = id;
  }
  expect(eventId, 'a seeded now-event of Airflare Ali with a dancer checked in').not.toBeNull();

  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, request, staff);
  await page.goto(`/event/${eventId}/checkin`);
  const area = page.locator('[data-area="events"]');
  const status = area.locator('tbody .ev-checked-in').first();
  await expect(status).toHaveText('Checked-in');
  expect(await status.evaluate((label) => label.getClientRects().length)).toBe(1);
  const lineHeight = await status.evaluate((label) => parseFloat(getComputedStyle(label).lineHeight));
  expect((await status.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);

  // The e-mail is one line: cut with an ellipsis when too long, whole in its title.
  const email = area.locator('.ev-checkin__email').first();
  const shown = await email.evaluate((line) => ({
    title: line.getAttribute('title'),
    text: line.textContent,
    lines: Math.round(line.getBoundingClientRect().height / parseFloat(getComputedStyle(line).lineHeight)),
    ellipsis: getComputedStyle(line).textOverflow,
    insideCell: line.getBoundingClientRect().right <= line.closest('td')!.getBoundingClientRect().right,
  }));
  expect(shown).toEqual({
    title: shown.text,
    text: expect.stringContaining('@'),
    lines: 1,
    ellipsis: 'ellipsis',
    insideCell: true,
  });

  await area.getByText('Key', { exact: true }).click();
  for (const meaning of ['paid by card', 'paid cash at the door']) {
    const entry = area.locator('.ev-legend__list > div').filter({ hasText: meaning });
    const icon = (await entry.locator('dt').boundingBox())!;
    const text = (await entry.locator('dd').boundingBox())!;
    // On the same line: the text starts right of the icon, their middles level.
    expect(text.x).toBeGreaterThan(icon.x + icon.width - 1);
    expect(Math.abs(text.y + text.height / 2 - (icon.y + icon.height / 2))).toBeLessThan(6);
  }
});
