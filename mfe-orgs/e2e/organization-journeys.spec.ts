import { expect, test, type Page } from '@playwright/test';
import { signIn } from './sign-in';

const OWNER = 'Kid Kairo';

// Consent given beforehand, so the cookie banner does not cover the wizard's buttons.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie', value: 'accepted', url: baseURL! }]);
});
const area = (page: Page) => page.locator('[data-area="orgs"]');

async function pickUser(page: Page, field: string, name: string) {
  const search = area(page).getByRole('combobox', { name: field });
  await search.fill(name);
  await area(page).getByRole('option', { name }).click();
  await expect(area(page).getByRole('list', { name: field })).toContainText(name);
}

/** Creates a published organization through the wizard and answers its id. */
async function createThroughWizard(page: Page, name: string): Promise<number> {
  await page.goto('/organizations');
  await area(page).getByRole('button', { name: 'Create Organization' }).click();
  await expect(page).toHaveURL(/\/create-organization-organization\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())![1]);
  const next = area(page).getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await area(page).getByLabel('Organization name*').fill(name);
  await next.click();
  await pickUser(page, 'Add an admin', 'B-Girl Nova');
  await next.click();
  await pickUser(page, 'Add a promoter', 'Spinz');
  await area(page).getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(new RegExp(`/organization/${id}$`));
  await expect(area(page).getByRole('heading', { level: 1, name })).toBeVisible();
  return id;
}

test('a signed-out visitor pressing Create Organization is sent to Signup with a redirect', async ({ page }) => {
  await page.goto('/organizations');
  await area(page).getByRole('button', { name: 'Create Organization' }).click();
  await expect(page).toHaveURL(/\/signup\?redirect=%2Forganizations$/);
});

test('sign in, run the wizard to Publish with an admin and a promoter, and land on the page', async ({ page, request }) => {
  const token = await signIn(page, request, OWNER);
  const id = await createThroughWizard(page, 'Queens Cypher Collective');
  const org = await (await request.get(`/api/orgs/${id}`, { headers: { authorization: `Bearer ${token}` } })).json();
  expect(org.status).toBe('published');
  expect(org.admins.map((u: { dancerName: string }) => u.dancerName)).toContain('B-Girl Nova');
  expect(org.promoters.map((u: { dancerName: string }) => u.dancerName)).toEqual(['Spinz']);
  await expect(area(page).getByRole('link', { name: 'Settings' })).toBeVisible();
});

test('an editor adds a YouTube video, renames it and removes it', async ({ page, request }) => {
  await signIn(page, request, OWNER);
  const id = await createThroughWizard(page, 'Media Test Crew');
  await page.goto(`/organization/${id}?tab=media`);
  await area(page).getByLabel('YouTube link').fill('https://youtu.be/dQw4w9WgXcQ');
  await area(page).getByRole('button', { name: 'Add video' }).click();
  await expect(area(page).locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  await area(page).getByLabel('Video name').fill('Finals 2025');
  await area(page).getByRole('button', { name: 'Save' }).click();
  await expect(area(page).getByRole('heading', { name: 'Finals 2025' })).toBeVisible();
  await page.reload();
  await expect(area(page).getByRole('heading', { name: 'Finals 2025' })).toBeVisible();
  await area(page).getByRole('button', { name: 'Remove Finals 2025' }).click();
  await expect(area(page).getByText('No videos yet')).toBeVisible();
});

test('the description is edited with bold and a link, and hostile HTML never reaches the page', async ({ page, request }) => {
  const token = await signIn(page, request, OWNER);
  const id = await createThroughWizard(page, 'Rich Text Crew');
  await page.goto(`/organization/${id}/settings/general`);
  const editor = area(page).getByRole('textbox', { name: 'Description' });
  await editor.click();
  await page.keyboard.type('We ');
  await area(page).locator('.ql-bold').click();
  await page.keyboard.type('battle');
  await area(page).locator('.ql-bold').click();
  await page.keyboard.type(' here');
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  await area(page).locator('.ql-link').click();
  await area(page).locator('.ql-tooltip input[type=text]').fill('https://cypher.dance');
  await page.keyboard.press('Enter');
  await area(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Changes has been saved')).toBeVisible();
  await page.goto(`/organization/${id}?tab=about`);
  await expect(area(page).locator('.og-rich-text strong')).toHaveText('battle');
  await expect(area(page).getByRole('link', { name: 'here' })).toHaveAttribute('href', 'https://cypher.dance');

  const hostile =
    '<p>Safe</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 1"><a href="javascript:window.__pwned=1">x</a>';
  const saved = await request.post(`/api/orgs/${id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { description: hostile },
  });
  expect(saved.ok()).toBe(true);
  await page.reload();
  await expect(area(page).locator('.og-rich-text')).toContainText('Safe');
  const html = await area(page).locator('.og-rich-text').innerHTML();
  expect(html).not.toMatch(/<script|onerror|javascript:/i);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('leaderboard: the year and the sort can be switched', async ({ page, request }) => {
  const orgs = await (await request.get('/api/orgs?pp=100')).json();
  const org = orgs.items[0];
  await page.goto(`/organization/${org.id}?tab=members`);
  const year = area(page).getByLabel('Year');
  await expect(year).toHaveValue(String(new Date().getFullYear()));
  const asked = page.waitForRequest((r) => r.url().includes(`/orgs/${org.id}/leaderboard`) && r.url().includes('y=0'));
  await year.selectOption({ label: 'All Years' });
  await asked;
  const byName = page.waitForRequest((r) => r.url().includes(`/orgs/${org.id}/leaderboard`) && r.url().includes('sb=name-asc'));
  await area(page).getByLabel('Sort by').selectOption('name');
  await byName;
  const names = await area(page).locator('.og-leaderboard__table tbody tr td:nth-child(2)').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
});

test('leaderboard at 360 px: each label beside its select, the heading clear of the Members button', async ({
  page,
  request,
}) => {
  const orgs = await (await request.get('/api/orgs?pp=100')).json();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/organization/${orgs.items[0].id}?tab=members`);
  const heading = area(page).getByRole('heading', { name: 'Leaderboard' });
  await expect(heading).toBeVisible();
  for (const name of ['Year', 'Sort by']) {
    const label = (await area(page).locator('.og-leaderboard__header label', { hasText: name }).boundingBox())!;
    const select = (await area(page).getByLabel(name).boundingBox())!;
    // On one line: the select right of its label, their middles level.
    expect(select.x).toBeGreaterThan(label.x + label.width);
    expect(Math.abs(select.y + select.height / 2 - (label.y + label.height / 2))).toBeLessThan(4);
  }
  const button = (await area(page).getByRole('button', { name: 'Members' }).boundingBox())!;
  expect((await heading.boundingBox())!.y - (button.y + button.height)).toBeGreaterThanOrEqual(16);
});

test('?tab=media opens the media tab', async ({ page, request }) => {
  const orgs = await (await request.get('/api/orgs?pp=100')).json();
  await page.goto(`/organization/${orgs.items[0].id}?tab=media`);
  await expect(area(page).getByRole('tab', { name: 'media' })).toHaveAttribute('aria-selected', 'true');
});

test('an unknown organization shows not-found', async ({ page }) => {
  await page.goto('/organization/987654');
  await expect(page.getByText('Page not found')).toBeVisible();
});
