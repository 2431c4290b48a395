import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiGet, seededBattle } from './helpers';
import { blockingViolations, DESKTOP, expectAccessibleAtBothWidths, PHONE, waitForContent } from './axe-audit';

// DESIGN.md: every page "works from 360 px wide to desktop, by keyboard, and passes axe checks".
// Each page is audited at 1280×900 and 360×740 with the WCAG 2.1 A/AA rules; serious or critical
// violations fail with the rule, impact, targets and help.

const DEMO_EMAIL = 'drfootwork@demo.cypher.dance';
const DEMO_PASSWORD = 'cypher-demo-2026';

const mainHeading = (page: Page) => page.locator('main h1');

/** Ids of seeded records, read once through the real API. */
interface Seeded {
  eventId: number;
  orgId: number;
  memberId: number;
  battleId: number;
}
let seeded: Promise<Seeded> | undefined;
function seededIds(request: APIRequestContext): Promise<Seeded> {
  seeded ??= (async () => {
    const events = await apiGet<Array<{ id: number }>>(request, '/events?t=future&pp=1');
    const orgs = await apiGet<{ items: Array<{ id: number }> }>(request, '/orgs?pp=1');
    const members = await apiGet<Array<{ id: number }>>(request, '/users?pp=1');
    const battle = await seededBattle(request);
    return { eventId: events[0].id, orgId: orgs.items[0].id, memberId: members[0].id, battleId: battle.id };
  })();
  return seeded;
}

/** The demo account's session, made once: its token and an organization it administers. */
let session: Promise<{ token: string; adminOrgId: number }> | undefined;
function demoSession(request: APIRequestContext) {
  session ??= (async () => {
    const login = await request.post('/api/auth/login', { data: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
    expect(login.ok(), await login.text()).toBe(true);
    const { token } = (await login.json()) as { token: string };
    const headers = { Authorization: `Bearer ${token}` };
    const me = (await (await request.get('/api/user', { headers })).json()) as { id: number };
    const mine = await apiGet<{ items: Array<{ id: number }> }>(request, `/orgs?u=${me.id}`);
    for (const org of mine.items) {
      const detail = (await (await request.get(`/api/orgs/${org.id}`, { headers })).json()) as {
        admins: Array<{ id: number }>;
      };
      if (detail.admins.some((admin) => admin.id === me.id)) return { token, adminOrgId: org.id };
    }
    // The seed makes this dancer a promoter only: a draft of their own makes them its admin.
    const created = await request.post('/api/orgs', { headers });
    expect(created.ok(), await created.text()).toBe(true);
    return { token, adminOrgId: ((await created.json()) as { id: number }).id };
  })();
  return session;
}

/** Consent given beforehand, so the cookie banner does not cover the page being audited. */
async function acceptCookies(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'cookie', value: 'accepted', url: baseURL! }]);
}

async function signInAsDemo(page: Page, request: APIRequestContext, baseURL: string | undefined) {
  const { token, adminOrgId } = await demoSession(request);
  await acceptCookies(page, baseURL);
  await page.addInitScript((value) => window.localStorage.setItem('cypher.token', value), token);
  return { adminOrgId };
}

test.describe('signed out', () => {
  const pages: Array<[string, (ids: Seeded) => string]> = [
    ['home', () => '/'],
    ['events', () => '/events'],
    ['event', (ids) => `/event/${ids.eventId}`],
    ['organizations', () => '/organizations'],
    ...(['events', 'members', 'media', 'about'] as const).map((tab): [string, (ids: Seeded) => string] => [
      `organization ${tab}`,
      (ids) => `/organization/${ids.orgId}?tab=${tab}`,
    ]),
    ['members', () => '/members'],
    ['profile', (ids) => `/profile/${ids.memberId}`],
    ['battle', (ids) => `/battle/${ids.battleId}`],
    ['login', () => '/login'],
    ['signup', () => '/signup'],
    ['magic link', () => '/magic-link'],
    ['reset password', () => '/reset-password'],
    ['not found', () => '/404'],
  ];

  for (const [label, path] of pages) {
    test(`${label} passes axe`, async ({ page, request, baseURL }) => {
      await acceptCookies(page, baseURL);
      await page.goto(path(await seededIds(request)));
      await expectAccessibleAtBothWidths(page, label, () => mainHeading(page));
    });
  }

  test('home with the cookie banner open passes axe', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('dialog', { name: 'Cookie settings' });
    await expectAccessibleAtBothWidths(page, 'home + cookie banner', () => banner);
  });
});

test.describe('signed in as the demo dancer', () => {
  for (const tabName of ['profile', 'contact', 'stats', 'password', 'profiles']) {
    test(`profile settings ${tabName} passes axe`, async ({ page, request, baseURL }) => {
      await signInAsDemo(page, request, baseURL);
      await page.goto(`/profile-setting?tabName=${tabName}`);
      await expectAccessibleAtBothWidths(page, `settings ${tabName}`, () => page.locator('main h1, main h2'));
    });
  }

  test('organization settings (general) passes axe', async ({ page, request, baseURL }) => {
    const { adminOrgId } = await signInAsDemo(page, request, baseURL);
    await page.goto(`/organization/${adminOrgId}/settings/general`);
    await expectAccessibleAtBothWidths(page, 'org settings general', () => page.locator('main form'));
  });

  test('create-organization wizard step 1 passes axe', async ({ page, request, baseURL }) => {
    await signInAsDemo(page, request, baseURL);
    await page.goto('/organizations');
    await page.locator('[data-area="orgs"]').getByRole('button', { name: 'Create Organization' }).click();
    await expect(page).toHaveURL(/\/create-organization-organization\/\d+$/);
    await expectAccessibleAtBothWidths(page, 'create organization step 1', () =>
      page.locator('[data-area="orgs"]').getByLabel('Organization name*'),
    );
  });

  test('header with the user menu, then the notifications, open passes axe', async ({ page, request, baseURL }) => {
    await signInAsDemo(page, request, baseURL);
    await page.goto('/events');
    const found: string[] = [];
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await waitForContent(page, mainHeading(page));
      const openMenu = page.getByRole('button', { name: 'Open menu' });
      if (size === PHONE) await openMenu.click();

      await page.getByRole('button', { name: /^Account menu: / }).click();
      await waitForContent(page, page.getByRole('region', { name: 'Account menu' }));
      found.push(...(await blockingViolations(page, `user menu @${size.width}px`)));
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: /^Notifications/ }).click();
      await waitForContent(page, page.getByRole('heading', { name: /new message\(s\)$/ }));
      found.push(...(await blockingViolations(page, `notifications @${size.width}px`)));
      await page.keyboard.press('Escape');
    }
    expect(found.length, `axe found serious/critical violations:\n${found.join('\n')}`).toBe(0);
  });
});
