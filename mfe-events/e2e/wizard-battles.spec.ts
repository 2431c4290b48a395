import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../../mfe-orgs/e2e/sign-in';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie', value: 'accepted', url: baseURL! }]);
});

/** 'yyyy-mm-dd' some days from today (the wizard's date fields). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type Battle = {
  id: number;
  title: string;
  crewSize: number;
  judges: { dancerName: string }[];
  prizes: { place: number; amount: number }[];
};

/** Through Info, Date and Tiers to the Battles step of a new draft; answers the event id. */
async function toBattlesStep(page: Page, area: Locator, title: string): Promise<number> {
  await page.goto('/create-event');
  await expect(area.getByRole('heading', { level: 2, name: 'Info' })).toBeVisible();
  await expect(page).toHaveURL(/\/create-event\/\d+$/);
  const eventId = Number(/\/create-event\/(\d+)$/.exec(page.url())![1]);
  await area.getByLabel('Title').fill(title);
  await area.getByRole('button', { name: 'Next' }).click();
  await area.getByLabel('Start date').fill(inDays(30));
  await area.getByLabel('End date').fill(inDays(30));
  await area.getByRole('button', { name: 'Next' }).click();
  await expect(area.getByRole('heading', { level: 2, name: 'Tiers' })).toBeVisible();
  await area.getByRole('button', { name: 'Next' }).click();
  await expect(area.getByRole('heading', { level: 2, name: 'Battles' })).toBeVisible();
  return eventId;
}

test('the wizard’s Battles step adds, edits and deletes battles, with a judge, and the event shows the chip', async ({
  page,
  request,
}) => {
  const token = await signIn(page, request, 'Kid Kairo');
  const area = page.locator('[data-area="events"]');
  const eventId = await toBattlesStep(page, area, 'E2E Battle Night');
  await expect(area.getByText('No battles yet')).toBeVisible();

  // Add: an empty battle opens in the editor.
  await area.getByRole('button', { name: 'Add', exact: true }).click();
  const editor = area.getByRole('dialog', { name: 'Battle' });
  await expect(editor.getByLabel('Battle title')).toBeVisible();
  await editor.getByLabel('Battle title').fill('E2E Footwork Battle');
  await editor.getByLabel('Category').selectOption({ label: '2 vs 2' });
  // A judge is added at once through the user search.
  await editor.getByRole('combobox', { name: 'Add a judge' }).fill('Nova');
  await editor.getByRole('option', { name: /B-Girl Nova/ }).click();
  await expect(editor.getByRole('button', { name: 'Remove B-Girl Nova' })).toBeVisible();
  await editor.getByLabel('1st Place prize in USD').fill('100');
  await editor.getByRole('button', { name: 'Update' }).click();
  await expect(editor).toBeHidden();
  await expect(area.locator('.ev-wizard__battle-name')).toHaveText('E2E Footwork Battle 2 vs 2');

  // Edit: the editor opens with what was saved, judge included.
  await area.getByRole('button', { name: 'Edit E2E Footwork Battle' }).click();
  await expect(editor.getByLabel('Battle title')).toHaveValue('E2E Footwork Battle');
  await expect(editor.getByLabel('Category')).toHaveValue('2');
  await expect(editor.getByRole('button', { name: 'Remove B-Girl Nova' })).toBeVisible();
  await expect(editor.getByLabel('1st Place prize in USD')).toHaveValue('100');
  await editor.getByLabel('Battle title').fill('E2E Footwork Final');
  await editor.getByRole('button', { name: 'Update' }).click();
  await expect(editor).toBeHidden();
  await expect(area.getByRole('button', { name: 'Edit E2E Footwork Final' })).toBeVisible();

  // Delete: a second battle, removed after the spec's confirmation.
  await area.getByRole('button', { name: 'Add', exact: true }).click();
  await editor.getByLabel('Battle title').fill('E2E Throwaway');
  await editor.getByRole('button', { name: 'Update' }).click();
  await expect(editor).toBeHidden();
  await area.getByRole('button', { name: 'Delete E2E Throwaway' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete E2E Throwaway' });
  await expect(confirm.getByText('Are you sure you want to delete this battle')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete E2E Throwaway' }).click();
  await expect(area.getByRole('button', { name: 'Edit E2E Throwaway' })).toHaveCount(0);
  await expect(area.getByRole('button', { name: 'Edit E2E Footwork Final' })).toBeVisible();

  // What the API holds: one battle, its category, its judge and its prize in cents.
  const event = await (await request.get(`/api/events/${eventId}`, { headers: { authorization: `Bearer ${token}` } })).json();
  expect(event.battles.map((b: { title: string }) => b.title)).toEqual(['E2E Footwork Final']);
  const battle: Battle = await (
    await request.get(`/api/battles/${event.battles[0].id}`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(battle).toMatchObject({ title: 'E2E Footwork Final', crewSize: 2, judges: [{ dancerName: 'B-Girl Nova' }] });
  expect(battle.prizes).toMatchObject([{ place: 1, amount: 10_000 }]);

  // Publish: the event page shows the battle chip.
  await area.getByRole('button', { name: 'Next' }).click();
  await area.getByRole('button', { name: 'Publish Event' }).click();
  const modal = area.getByRole('dialog', { name: "We've emailed you some help" });
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(area.getByRole('heading', { level: 1, name: 'E2E Battle Night' })).toBeVisible();
  await expect(area.getByRole('link', { name: /E2E Footwork Final/ })).toBeVisible();
});
