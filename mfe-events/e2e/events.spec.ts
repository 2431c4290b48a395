import { expect, test } from '@playwright/test';
import { PARTNER_ORIGIN } from '../../e2e/helpers';

type EventPreview = { id: number; title: string };

test('the events grid shows seeded events with period tabs', async ({ page, request }) => {
  const tabs = await (await request.get('/api/events/tabs')).json();
  expect(tabs.now).toBeGreaterThan(0);
  const now: EventPreview[] = await (await request.get('/api/events?t=now&pp=50')).json();
  const future: EventPreview[] = await (await request.get('/api/events?t=future&pp=50')).json();

  await page.goto('/events');
  const area = page.locator('[data-area="events"]');
  await expect(area.getByRole('tab', { name: /Happening now/ })).toHaveAttribute('aria-selected', 'true');
  await expect(area.getByText(now[0].title).first()).toBeVisible();
  await area.getByRole('tab', { name: /Future events/ }).click();
  await expect(area.getByText(future[0].title).first()).toBeVisible();
});

test('the partner page on another origin shows the organization’s events, styles isolated', async ({ page, request }) => {
  const orgs = await (await request.get('/api/orgs?pp=100')).json();
  const org = orgs.items.find((o: { id: number }) => o.id === 1) ?? orgs.items[0];
  const events: EventPreview[] = [];
  for (const t of ['now', 'future', 'past'])
    events.push(...(await (await request.get(`/api/events?t=${t}&o=${org.id}&pp=50`)).json()));
  expect(events.length).toBeGreaterThan(0);

  await page.goto(`${PARTNER_ORIGIN}/`);
  const widget = page.locator('[data-cypher-events]');
  const title = widget.getByText(events[0].title).first();
  await expect(title).toBeVisible();
  // The partner's `* { color: purple; font-family: serif }` does not reach into the widget…
  const inside = await title.evaluate((el) => getComputedStyle(el).fontFamily);
  expect(inside).not.toMatch(/^serif$/);
  // …and the widget's styles do not leak out onto the partner's page.
  const partnerHeading = page.locator('h1').first();
  expect(await partnerHeading.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/serif/);
  expect(await widget.evaluate((el) => el.shadowRoot !== null)).toBe(true);
});
