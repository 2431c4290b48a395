import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../../mfe-orgs/e2e/sign-in';

// Issue 9, the events page's and Home's remaining pieces: the organization filter dialog, the
// search dialog of small screens, Home's banner and the calendar feeds. Each journey leaves a
// screenshot at 360 and 1280 px in test-results/ to look at.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie', value: 'accepted', url: baseURL! }]);
});

const area = (page: Page) => page.locator('[data-area="events"]');
const cardTitles = (page: Page) => area(page).locator('.ev-card-title').allTextContents();

interface OrgRow {
  id: number;
  name: string;
  current: number;
  future: number;
  past: number;
}

for (const width of [1280, 360]) {
  test(`${width} px: the organization filter searches, counts and filters the grid`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    // An organization with events to come, found through the same read the dialog makes.
    const list = (await (await request.get('/api/orgs?pp=100')).json()) as { items: OrgRow[] };
    const org = list.items.find((item) => item.future > 0)!;
    await page.goto('/events');
    await expect(area(page).locator('.ev-card-title').first()).toBeVisible();

    await area(page).getByRole('button', { name: 'Organizations' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter by organization' });
    await expect(dialog.getByText('All organizations')).toBeVisible();
    // Trimmed and case-insensitive: the name in capitals with spaces around finds it.
    await dialog.getByRole('searchbox', { name: 'Search organizations' }).fill(`  ${org.name.toUpperCase()}  `);
    const row = dialog.locator('label').filter({ hasText: org.name });
    // Once the search has answered, the matching organization is the only one left.
    await expect(dialog.locator('label')).toHaveCount(1);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Now ${org.current} · Future ${org.future} · Past ${org.past}`);
    await page.screenshot({ path: `test-results/org-filter-${width}.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await row.getByRole('checkbox').check();
    await expect(page).toHaveURL(new RegExp(`[?&]o=${org.id}$`));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(area(page).getByRole('button', { name: 'Organizations (1)' })).toBeFocused();
    // The grid now lists only that organization's events: the first tab's list matches the API's.
    const tab = org.current > 0 ? 'now' : 'future';
    const expected = (await (await request.get(`/api/events?t=${tab}&o=${org.id}&pp=50&s=date-asc`)).json()) as {
      title: string;
    }[];
    await expect.poll(() => cardTitles(page)).toEqual(expected.map((event) => event.title));
    // The views carry the choice along.
    await expect(area(page).getByRole('link', { name: 'Calendar' })).toHaveAttribute('href', `/events/calendar?o=${org.id}`);
  });
}

test('360 px: the keyword search is a dialog opened by a button', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  // A word of the first event of the first tab (happening now in the demo: tabs do not follow the keyword).
  const [first] = (await (await request.get('/api/events?t=now&pp=1')).json()) as { title: string }[];
  const word = first.title.split(' ')[0];
  await page.goto('/events');
  await expect(area(page).locator('.ev-card-title').first()).toBeVisible();
  await expect(area(page).locator('#ev-keyword')).toBeHidden();
  await area(page).getByRole('button', { name: 'Search events' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search events' });
  const box = dialog.getByRole('searchbox', { name: 'Search events' });
  await expect(box).toBeFocused();
  await box.fill(word);
  await page.screenshot({ path: 'test-results/search-dialog-360.png' });
  await box.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(area(page).getByRole('button', { name: `Search: ${word}` })).toBeFocused();
  // After the 1.2 s pause the list holds only cards that carry the word.
  await expect
    .poll(
      async () => {
        const titles = await cardTitles(page);
        return titles.length > 0 && titles.every((title) => title.toLowerCase().includes(word.toLowerCase()));
      },
      { timeout: 10_000 },
    )
    .toBe(true);

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(area(page).locator('#ev-keyword')).toBeVisible();
  await expect(area(page).locator('#ev-keyword')).toHaveValue(word);
  await expect(area(page).getByRole('button', { name: `Search: ${word}` })).toBeHidden();

  // The keyword is in the address, and the Map and the Calendar filter by it too.
  await expect(page).toHaveURL(new RegExp(`[?&]k=${encodeURIComponent(word)}$`));
  const matches = (titles: string[]) =>
    titles.length > 0 && titles.every((title) => title.toLowerCase().includes(word.toLowerCase()));
  await area(page).getByRole('link', { name: 'Map' }).click();
  await expect(area(page).locator('#ev-keyword')).toHaveValue(word);
  await expect.poll(async () => matches(await area(page).locator('.ev-map__card-title').allTextContents())).toBe(true);
  await page.screenshot({ path: 'test-results/map-keyword-1280.png' });
  await area(page).getByRole('link', { name: 'Calendar' }).click();
  await expect(area(page).locator('#ev-keyword')).toHaveValue(word);
  // The event happening now is in this month's grid; no other event's title is.
  await expect.poll(async () => matches(await area(page).locator('.ev-calendar__event').allTextContents())).toBe(true);
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(area(page).getByRole('button', { name: `Search: ${word}` })).toBeVisible();
  await page.screenshot({ path: 'test-results/calendar-keyword-360.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

for (const width of [1280, 360]) {
  test(`${width} px: Home's banner links to the configured event`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const { event } = (await (await request.get('/api/home-banner')).json()) as { event: { id: number; title: string } };
    expect(event).not.toBeNull();
    await page.goto('/');
    const banner = page.getByRole('link', { name: `Don't miss ${event.title}` });
    await expect(banner).toBeVisible();
    await expect(banner.locator('img')).toBeVisible();
    await banner.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/home-banner-${width}.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await banner.click();
    await expect(page).toHaveURL(`/event/${event.id}`);
    await expect(area(page).getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  });
}

test('the calendar view offers feeds: all events to anyone, my events to a signed-in dancer', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await signIn(page, request, 'Kid Kairo');
  const auth = { Authorization: `Bearer ${token}` };
  await page.goto('/events/calendar');
  const feeds = area(page).getByRole('region', { name: 'Calendar apps' });
  const all = feeds.getByRole('textbox', { name: 'All events' });
  await expect(all).toHaveValue(/\/api\/calendar\.ics$/);
  const publicFeed = await request.get(await all.inputValue());
  expect(publicFeed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await publicFeed.text()).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n[\s\S]*BEGIN:VEVENT[\s\S]*END:VCALENDAR\r\n$/);

  await feeds.getByRole('button', { name: 'Show my calendar link' }).click();
  const mine = feeds.getByRole('textbox', { name: 'My events' });
  await expect(mine).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const address = await mine.inputValue();
  await expect(feeds.getByRole('link', { name: 'Subscribe' }).last()).toHaveAttribute(
    'href',
    address.replace(/^http:/, 'webcal:'),
  );
  await feeds.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/calendar-feeds-1280.png' });
  await page.setViewportSize({ width: 360, height: 800 });
  await feeds.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/calendar-feeds-360.png' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The feed answers without the session: the events Kid Kairo attends or works at.
  const me = (await (await request.get('/api/user', { headers: auth })).json()) as { id: number };
  const events = [
    ...((await (await request.get(`/api/events?u=${me.id}&t=now&pp=50`)).json()) as { title: string }[]),
    ...((await (await request.get(`/api/events?u=${me.id}&t=future&pp=50`)).json()) as { title: string }[]),
  ];
  const feed = await (await request.get(address)).text();
  expect(feed.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(events.length).toBeGreaterThan(0);
  for (const event of events) expect(feed.replace(/\r\n /g, '')).toContain(`SUMMARY:${event.title.replace(/([,;])/g, '\\$1')}`);

  // An organization's page links its feed for calendar apps.
  const list = (await (await request.get('/api/orgs?pp=1')).json()) as { items: OrgRow[] };
  const org = list.items[0];
  await page.goto(`/organization/${org.id}`);
  const orgFeed = page.getByRole('link', { name: 'Subscribe in a calendar app' });
  await expect(orgFeed).toHaveAttribute('href', `webcal://127.0.0.1:${new URL(page.url()).port}/api/calendar.ics?o=${org.id}`);
  const orgIcs = await request.get((await orgFeed.getAttribute('href'))!.replace(/^webcal:/, 'http:'));
  expect(orgIcs.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  await page.goto('/events/calendar');
  await feeds.getByRole('button', { name: 'Show my calendar link' }).click();
  await expect(mine).toHaveValue(address);

  // Reset: the old address stops answering, the new one works.
  await feeds.getByRole('button', { name: 'Reset link' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset link' }).click();
  await expect(mine).not.toHaveValue(address);
  expect((await request.get(address)).status()).toBe(404);
  const renewed = await mine.inputValue();
  expect((await request.get(renewed)).status()).toBe(200);

  // The dancer's own profile leads to the same feed, fetched on arrival.
  await page.goto(`/profile/${me.id}`);
  await page.getByRole('link', { name: 'Add my events to a calendar app' }).click();
  await expect(page).toHaveURL(/\/events\/calendar#calendar-apps$/);
  await expect(mine).toHaveValue(renewed);
  await expect(mine).toBeInViewport();
  await page.screenshot({ path: 'test-results/calendar-feeds-from-profile-360.png' });
});
