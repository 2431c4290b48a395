import { expect, test } from '@playwright/test';

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

// The partner embed's journey: partner-embed.spec.ts (and embed-isolation.spec.ts).
