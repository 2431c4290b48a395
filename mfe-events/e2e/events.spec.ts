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

for (const width of [1280, 360]) {
  test(`${width} px: the chosen period and sort stay in the address: Back and All events return to them`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const tabs = await (await request.get('/api/events/tabs')).json();
    expect(tabs.past).toBeGreaterThan(1);
    const past: EventPreview[] = await (await request.get('/api/events?t=past&s=name-asc&pp=50')).json();
    const titles = past.map((event) => event.title);

    await page.goto('/events/grid');
    const area = page.locator('[data-area="events"]');
    // From 600 px the periods are tabs; below, a dropdown in their place.
    const pastTab = area.getByRole('tab', { name: /Past events/ });
    const periodSelect = area.getByRole('combobox', { name: 'Period' });
    if (width > 600) await pastTab.click();
    else await periodSelect.selectOption({ label: 'Past events' });
    await area.getByLabel('Sort by').selectOption({ label: 'A-Z' });
    // Past events start descending; the visitor turns them to A first.
    await area.getByRole('button', { name: /^Descending/ }).click();
    await expect(page).toHaveURL(/\/events\/grid\?t=past&s=name-asc$/);
    const cards = area.locator('.ev-card-title');
    await expect.poll(() => cards.allTextContents()).toEqual(titles);

    const chosen = async () => {
      if (width > 600) await expect(pastTab).toHaveAttribute('aria-selected', 'true');
      else await expect(periodSelect).toHaveValue('past');
      await expect(area.getByLabel('Sort by')).toHaveValue('name');
      await expect(area.getByRole('button', { name: /^Ascending/ })).toBeVisible();
      await expect.poll(() => cards.allTextContents()).toEqual(titles);
    };
    await area.locator('a.ev-card').first().click();
    await expect(area.getByRole('heading', { level: 1, name: titles[0], exact: true })).toBeVisible();
    await page.goBack();
    await chosen();

    await area.locator('a.ev-card').first().click();
    await area.getByRole('link', { name: /All events/ }).click();
    await expect(page).toHaveURL(/\/events\/grid\?t=past&s=name-asc$/);
    await chosen();
  });
}

// The partner embed's journey: partner-embed.spec.ts (and embed-isolation.spec.ts).
