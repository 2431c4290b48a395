import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { wizardEventBody } from '../../e2e/helpers';
import { DEMO_PASSWORD, demoEmail, signIn } from './sign-in';

const OWNER = 'Kid Kairo';

// Consent given beforehand, so the cookie banner does not cover the chip menus.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie', value: 'accepted', url: baseURL! }]);
});
const area = (page: Page) => page.locator('[data-area="orgs"]');

/** The API as the signed-in owner: every call must succeed. */
function asOwner(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return async <T>(path: string, data?: object): Promise<T> => {
    const response = await request.post(`/api${path}`, { headers, ...(data ? { data } : {}) });
    expect(response.status(), `POST /api${path}`).toBe(200);
    return (await response.json()) as T;
  };
}

/** A published organization the owner runs (its creator is its admin), made through the API. */
async function createOrganization(post: ReturnType<typeof asOwner>, name: string): Promise<number> {
  const { id } = await post<{ id: number }>('/orgs');
  await post(`/orgs/${id}`, { name, status: 'published' });
  return id;
}

/** The wizard's first two calls: an empty draft, then the whole event saved into the organization. */
async function createDraftEvent(post: ReturnType<typeof asOwner>, orgId: number, title: string): Promise<number> {
  const { id } = await post<{ id: number }>('/events');
  await post(`/events/${id}`, wizardEventBody(title, orgId));
  return id;
}

async function chooseFromChipMenu(page: Page, title: string, action: string) {
  await area(page)
    .getByRole('button', { name: `Actions for ${title}` })
    .click();
  await area(page).getByRole('menuitem', { name: action }).click();
}

test('an organization’s editor publishes a draft from the Drafts tab and then removes it', async ({ page, request }) => {
  const token = await signIn(page, request, OWNER);
  const post = asOwner(request, token);
  const orgId = await createOrganization(post, 'Chip Menu Crew');
  const title = 'Chip Menu Jam';
  const eventId = await createDraftEvent(post, orgId, title);

  await page.goto(`/organization/${orgId}?tab=events`);
  const drafts = area(page).getByRole('tab', { name: /^Drafts/ });
  await expect(drafts).toHaveAttribute('aria-selected', 'true');
  await expect(drafts).toContainText('1');
  const chip = area(page).getByRole('link', { name: title });
  await expect(chip).toBeVisible();

  // Publish: the Drafts tab empties (and goes), the event moves to its period tab.
  await chooseFromChipMenu(page, title, 'Publish event');
  const upcoming = area(page).getByRole('tab', { name: /^Upcoming/ });
  await expect(upcoming).toHaveAttribute('aria-selected', 'true');
  await expect(area(page).getByRole('tab', { name: /^Drafts/ })).toHaveCount(0);
  await expect(chip).toBeVisible();
  const published = await request.get(`/api/events/${eventId}`);
  expect(((await published.json()) as { status: string }).status).toBe('published');

  // Remove: asks first, then the event is gone from the page and from the API.
  await chooseFromChipMenu(page, title, 'Remove event');
  const dialog = area(page).getByRole('alertdialog', { name: 'Remove event' });
  await expect(dialog).toContainText(`Remove “${title}”?`);
  await dialog.getByRole('button', { name: 'Remove event' }).click();
  await expect(chip).toHaveCount(0);
  await expect(area(page).getByText('No Events exist with these parameters')).toBeVisible();
  expect((await request.get(`/api/events/${eventId}`)).status()).toBe(404);
});

test('a signed-out visitor sees the published event but neither the Drafts tab nor the chip menu', async ({ page, request }) => {
  // Only the API signs in here: the page stays signed out.
  const login = await request.post('/api/auth/login', { data: { email: demoEmail(OWNER), password: DEMO_PASSWORD } });
  const post = asOwner(request, ((await login.json()) as { token: string }).token);
  const orgId = await createOrganization(post, 'Visitor View Crew');
  await createDraftEvent(post, orgId, 'Not Yet Jam');
  await post(`/events/${await createDraftEvent(post, orgId, 'Open Jam')}/publish`);

  await page.goto(`/organization/${orgId}?tab=events`);
  await expect(area(page).getByRole('tab', { name: /^Upcoming/ })).toHaveAttribute('aria-selected', 'true');
  await expect(area(page).getByRole('link', { name: 'Open Jam' })).toBeVisible();
  await expect(area(page).getByRole('tab', { name: /^Drafts/ })).toHaveCount(0);
  await expect(area(page).getByRole('link', { name: 'Not Yet Jam' })).toHaveCount(0);
  await expect(area(page).getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
});
