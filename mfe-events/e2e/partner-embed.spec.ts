import zlib from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { PARTNER_ORIGIN } from '../../e2e/helpers';

// Issue 9, the partner embed completed: examples/partner-site/index.html (served from another
// origin, with its hostile `* { font-family: serif; color: purple }`, `div { border: … }` and
// `!important` rules) embeds the events of organizations 1 and 2 with a teal accent. The visitor
// browses the grid, the calendar and an event without leaving the partner's page.

type EventPreview = { id: number; title: string; dateStart: string | null; period: 'now' | 'future' | 'past' };
const PERIODS = ['now', 'future', 'past'] as const;
const TAB_NAMES = { now: 'Happening now', future: 'Future events', past: 'Past events' };
const ORG_IDS = [1, 2];
/** data-accent="#2dd4bf" on the example page. */
const ACCENT = 'rgb(45, 212, 191)';
/** The widget's one script, gzipped (119.7 KB when this was set: react-dom is half of it). */
const EMBED_CEILING_KB = 130;
/** What the widget never uses, by a string only that piece's code holds. */
const NOT_IN_EMBED = [
  { what: 'the Google Maps loader (map page)', signature: 'maps.googleapis.com' },
  { what: 'quill (rich-text editor)', signature: 'modules/clipboard' },
  { what: 'the QR code library (tickets, scanner)', signature: 'Expected number [1..40]' },
  { what: 'TypeBox (schemas belong to the API)', signature: 'TypeBox' },
];

async function eventsOf(request: APIRequestContext, orgId: number): Promise<EventPreview[]> {
  const lists = await Promise.all(
    PERIODS.map(async (t) => (await (await request.get(`/api/events?t=${t}&o=${orgId}&pp=50`)).json()) as EventPreview[]),
  );
  return lists.flat();
}

/** Whole months from this month to the event's (UTC: the browser runs in UTC below). */
function monthsAway(iso: string): number {
  const now = new Date();
  const date = new Date(iso);
  return (date.getUTCFullYear() - now.getUTCFullYear()) * 12 + date.getUTCMonth() - now.getUTCMonth();
}

test.use({ timezoneId: 'UTC', viewport: { width: 1100, height: 900 } });

test('the partner page on another origin shows grid, calendar and an event of two organizations, in its accent', async ({
  page,
  request,
  baseURL,
}) => {
  const [first, second] = await Promise.all(ORG_IDS.map((id) => eventsOf(request, id)));
  expect(first.length, 'organization 1 has events').toBeGreaterThan(0);
  expect(second.length, 'organization 2 has events').toBeGreaterThan(0);
  const ours = new Set([...first, ...second].map((event) => event.id));
  const others = (await eventsOf(request, 3)).filter((event) => !ours.has(event.id));

  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(sent.url());
  });
  await page.goto(`${PARTNER_ORIGIN}/`);
  const widget = page.locator('[data-cypher-events]');
  // Two origins: the partner's page, and Cypher's API and site.
  const appOrigin = new URL(baseURL!).origin;
  expect(new URL((await widget.getAttribute('data-api-base'))!).origin).toBe(appOrigin);
  expect(new URL(PARTNER_ORIGIN).origin).not.toBe(appOrigin);

  // Grid: each period holds the events of both organizations, and no one else's.
  for (const period of PERIODS) {
    const inPeriod = [...first, ...second].filter((event) => event.period === period);
    if (inPeriod.length === 0) continue;
    const tab = widget.getByRole('tab', { name: new RegExp(TAB_NAMES[period]) });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    // The selected tab is underlined in the partner's accent.
    await expect(tab).toHaveCSS('border-bottom-color', ACCENT);
    for (const event of inPeriod) await expect(widget.locator('a.ev-card', { hasText: event.title })).toBeVisible();
    for (const event of others.filter((other) => other.period === period))
      await expect(widget.locator('a.ev-card', { hasText: event.title })).toHaveCount(0);
  }
  const views = widget.getByRole('navigation', { name: 'Show events as' });
  await expect(views.getByRole('link')).toHaveText(['Grid', 'Calendar']);
  await expect(views.getByRole('link', { name: 'Grid' })).toHaveCSS('background-color', ACCENT);

  // Calendar: an event of each organization in its month.
  await views.getByRole('link', { name: 'Calendar' }).click();
  const calendar = widget.getByRole('grid');
  await expect(views.getByRole('link', { name: 'Calendar' })).toHaveCSS('background-color', ACCENT);
  let shown = 0;
  const pick = (events: EventPreview[]) => events.find((event) => event.dateStart !== null)!;
  for (const event of [pick(first), pick(second)]) {
    const target = monthsAway(event.dateStart!);
    for (; shown < target; shown += 1) await widget.getByRole('button', { name: 'Next month' }).click();
    for (; shown > target; shown -= 1) await widget.getByRole('button', { name: 'Previous month' }).click();
    await expect(calendar.getByRole('link', { name: event.title }).first()).toBeVisible();
  }

  // The event page, inside the widget: the partner's page stays where it is.
  const event = pick(second);
  const entry = calendar.getByRole('link', { name: event.title }).first();
  expect(new URL((await entry.getAttribute('href'))!).href).toBe(`${appOrigin}/event/${event.id}`);
  await entry.click();
  await expect(widget.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  // Focus followed the entry's click to the event's title (the entry went with the calendar).
  await expect(widget.getByRole('heading', { level: 1, name: event.title })).toBeFocused();
  expect(page.url()).toBe(`${PARTNER_ORIGIN}/`);
  // The partner's hostile `* { color: purple; font-family: serif }` does not reach in…
  const heading = widget.getByRole('heading', { level: 1 });
  await expect(heading).not.toHaveCSS('font-family', /^serif$/);
  await expect(heading).not.toHaveCSS('color', 'rgb(128, 0, 128)');
  // …and the widget's styles do not leak out onto the partner's page.
  await expect(page.locator('h1').first()).toHaveCSS('font-family', 'serif');
  await expect(page.locator('h1').first()).toHaveCSS('color', 'rgb(128, 0, 128)');
  // Another area of Cypher (a battle) opens on the Cypher site, not on the partner's origin.
  const battles = widget.locator('a[href*="/battle/"]');
  if ((await battles.count()) > 0) expect(new URL((await battles.first().getAttribute('href'))!).origin).toBe(appOrigin);

  // Back to the calendar month it came from.
  await widget.getByRole('link', { name: /All events/ }).click();
  await expect(calendar.getByRole('link', { name: event.title }).first()).toBeVisible();
  // All of it came with the one script the partner pasted.
  expect(scripts).toEqual([`${appOrigin}/remotes/events/embed.js`]);
});

test('an event opened in a new tab lands on the Cypher site; opened in the widget, focus is on its title', async ({
  page,
  context,
  baseURL,
}) => {
  const appOrigin = new URL(baseURL!).origin;
  await page.goto(`${PARTNER_ORIGIN}/`);
  const widget = page.locator('[data-cypher-events]');
  const card = widget.locator('a.ev-card').first();
  const title = (await card.locator('.ev-card-title').textContent())!.trim();
  // Each link of the widget is a Cypher address: the event's card, the views.
  const address = new URL((await card.getAttribute('href'))!);
  expect(address.origin).toBe(appOrigin);
  expect(address.pathname).toMatch(/^\/event\/\d+$/);
  const views = widget.getByRole('navigation', { name: 'Show events as' });
  expect(new URL((await views.getByRole('link', { name: 'Calendar' }).getAttribute('href'))!).origin).toBe(appOrigin);

  // Ctrl-click (Cmd on a Mac) opens the event on the Cypher site; the widget stays on its grid.
  const [opened] = await Promise.all([context.waitForEvent('page'), card.click({ modifiers: ['ControlOrMeta'] })]);
  await opened.waitForLoadState();
  expect(opened.url()).toBe(address.href);
  await expect(opened.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await opened.close();
  await expect(widget.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  expect(page.url()).toBe(`${PARTNER_ORIGIN}/`);

  // By keyboard: Enter opens it inside the widget, and focus is on its title, not on the partner's
  // <body>; Tab goes on inside the event, not back to the top of the partner's page.
  await card.focus();
  await page.keyboard.press('Enter');
  const heading = widget.getByRole('heading', { level: 1, name: title, exact: true });
  await expect(heading).toBeFocused();
  expect(page.url()).toBe(`${PARTNER_ORIGIN}/`);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-cypher-events'))).toBe(true);
  // Its links are Cypher addresses too: the way back to the grid.
  const back = widget.getByRole('link', { name: /All events/ });
  expect(new URL((await back.getAttribute('href'))!).origin).toBe(appOrigin);
  await back.focus();
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('heading', { level: 1, name: 'Events' })).toBeFocused();
});

test(`embed.js is at most ${EMBED_CEILING_KB} KB gzipped and carries no map, editor, QR code or schema`, async ({ request }) => {
  const body = await (await request.get('/remotes/events/embed.js')).body();
  const gzipKb = zlib.gzipSync(body, { level: 9 }).length / 1024;
  expect(gzipKb, `embed.js is ${gzipKb.toFixed(1)} KB gzipped`).toBeLessThanOrEqual(EMBED_CEILING_KB);
  const text = body.toString('utf8');
  expect(NOT_IN_EMBED.filter(({ signature }) => text.includes(signature)).map(({ what }) => what)).toEqual([]);
});
