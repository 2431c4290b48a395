// A page's first API reads start with its first HTML (FIRST_READS in the contracts, preloaded by
// scripts/server/page-hints.mjs) and the page's own request takes that answer: one request per
// read, no "preloaded but not used" warning. A URL the page writes differently from the table (a
// query key in another order, another page size) shows here as a second request.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiGet, seededBattle } from './helpers';

const DEMO_EMAIL = 'drfootwork@demo.cypher.dance';
const DEMO_PASSWORD = 'cypher-demo-2026';
const SIGNED_IN_COOKIE = 'cypher_signed_in';

/** A sparring of the demo seed's brackets (the showcase battle has them; not every battle does). */
async function seededSparring(request: APIRequestContext): Promise<number> {
  for (const period of ['now', 'future', 'past']) {
    for (const event of await apiGet<Array<{ id: number }>>(request, `/events?t=${period}&pp=50`)) {
      for (const battle of (await apiGet<{ battles: Array<{ id: number }> }>(request, `/events/${event.id}`)).battles) {
        const brackets = await request.get(`/api/battles/${battle.id}/brackets`);
        const sparring = brackets.ok()
          ? ((await brackets.json()) as { left?: Array<Array<{ sparringId?: number }>> }).left?.[0]?.[0]?.sparringId
          : null;
        if (sparring) return sparring;
      }
    }
  }
  throw new Error('the demo seed has no bracket');
}

/** One path for every page of FIRST_READS, with ids of the demo seed. */
async function pagesWithFirstReads(request: APIRequestContext): Promise<string[]> {
  const [event] = await apiGet<Array<{ id: number }>>(request, '/events?t=future&pp=1');
  const { items: orgs } = await apiGet<{ items: Array<{ id: number }> }>(request, '/orgs?pp=1');
  const [member] = await apiGet<Array<{ id: number }>>(request, '/users?pp=1');
  const battle = (await seededBattle(request)).id;
  return [
    '/',
    '/events',
    '/events/grid',
    `/event/${event.id}`,
    '/members',
    `/profile/${member.id}`,
    `/battle/${battle}`,
    `/battle/${battle}/prelims`,
    `/battle/${battle}/brackets`,
    `/sparring/${await seededSparring(request)}`,
    '/organizations',
    `/organization/${orgs[0].id}`,
  ];
}

function apiPreloads(html: string): string[] {
  return [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="anonymous" href="(\/api\/[^"]+)">/g)].map(([, href]) =>
    href.replace(/&amp;/g, '&'),
  );
}

/** Every request of the page by URL (path and query), and the console's preload warnings. */
function watch(page: Page) {
  const requests: Array<{ url: string; authorization: string | undefined }> = [];
  const warnings: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    requests.push({ url: url.pathname + url.search, authorization: r.headers().authorization });
  });
  page.on('console', (m) => {
    if (/preload/i.test(m.text())) warnings.push(m.text());
  });
  return { requests, warnings, count: (url: string) => requests.filter((r) => r.url === url).length };
}

async function settle(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.locator('.sh-area__content').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Chromium reports a preload nobody used a few seconds after load.
  await page.waitForTimeout(3500);
}

test('every page of the table gets its first reads preloaded, and requests each exactly once', async ({ browser, request }) => {
  test.setTimeout(180_000);
  for (const path of await pagesWithFirstReads(request)) {
    const preloaded = apiPreloads(await (await request.get(path)).text());
    expect(preloaded.length, `${path} preloads its first reads`).toBeGreaterThan(0);
    // The grid's list waits for the tab counts in the page; the server reads them and preloads it.
    if (path.startsWith('/events')) expect(preloaded.some((url) => url.startsWith('/api/events?p=0&pp=50&t='))).toBe(true);
    // Each page as a first visit, with an empty cache: a card image's larger copy cached by the page
    // before (Home's wider cards) is what Chromium takes over the preloaded copy its sizes name.
    const context = await browser.newContext();
    const page = await context.newPage();
    const seen = watch(page);
    await settle(page, path);
    for (const url of preloaded) expect(`${path} → ${url} ×${seen.count(url)}`).toBe(`${path} → ${url} ×1`);
    expect(seen.warnings, path).toEqual([]);
    await context.close();
  }
});

test('a signed-in visitor gets no signed-out answer: no preload with the cookie, and its own request without it', async ({
  page,
  request,
  baseURL,
}) => {
  const login = await request.post('/api/auth/login', { data: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const battle = (await seededBattle(request)).id;
  const path = `/battle/${battle}`;
  const read = `/api/battles/${battle}`;
  await page.addInitScript((value) => window.localStorage.setItem('cypher.token', value), token);

  // A session stored before the cookie existed: the HTML preloads the signed-out answer, the shell's
  // signed-in call does not take it (another credentials mode) and asks with its token.
  let seen = watch(page);
  await settle(page, path);
  expect(seen.requests.filter((r) => r.url === read).map((r) => r.authorization)).toEqual([undefined, `Bearer ${token}`]);

  // The shell has set the cookie: the next first HTML preloads no API answer at all.
  const cookies = await page.context().cookies(baseURL);
  expect(cookies.find((c) => c.name === SIGNED_IN_COOKIE)?.value).toBe('1');
  const html = await (await request.get(path, { headers: { Cookie: `${SIGNED_IN_COOKIE}=1` } })).text();
  expect(apiPreloads(html)).toEqual([]);
  page.removeAllListeners('request');
  seen = watch(page);
  await settle(page, path);
  expect(seen.requests.filter((r) => r.url === read).map((r) => r.authorization)).toEqual([`Bearer ${token}`]);
});

test('the grid’s list is preloaded only where the page asks for it: not for a signed-in visitor, a keyword, organizations, a tab or a sort', async ({
  request,
}) => {
  const gridList = (html: string) => apiPreloads(html).filter((url) => url.startsWith('/api/events?'));
  expect(gridList(await (await request.get('/events')).text())).toHaveLength(1);
  expect(gridList(await (await request.get('/events', { headers: { Cookie: `${SIGNED_IN_COOKIE}=1` } })).text())).toEqual([]);
  expect(gridList(await (await request.get('/events?k=bboy')).text())).toEqual([]);
  expect(gridList(await (await request.get('/events/grid?o=1')).text())).toEqual([]);
  // The period tab and sort the visitor chose, kept in the address (mfe-events grid-address.ts).
  expect(gridList(await (await request.get('/events?t=past')).text())).toEqual([]);
  expect(gridList(await (await request.get('/events/grid?s=name-asc')).text())).toEqual([]);
});
