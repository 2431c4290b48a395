import { expect, test } from '@playwright/test';
import { expectAccessibleAtBothWidths } from '../../e2e/axe-audit';
import { eventEditor, freeDancers, pageAs, seededBattles } from './battle-session';

// The battle page as staff and dancers use it (the signed-out page is in e2e/accessibility.spec.ts):
// staff tools, the winners editor and the modals, at 1280 and 360 px.
const area = (page: import('@playwright/test').Page) => page.locator('[data-area="battles"]');

test('an event editor’s crew battle, its admin crew modal and crew form pass axe', async ({ browser, request, baseURL }) => {
  const battle = (await seededBattles(request, 'future')).find((b) => b.crewSize === 3)!;
  const editor = await eventEditor(request, battle.id);
  const page = await pageAs(browser, baseURL!, editor.token);
  await page.goto(`/battle/${battle.id}`);
  await expectAccessibleAtBothWidths(page, 'battle as editor', () => area(page).getByRole('heading', { level: 1 }));
  await area(page).getByRole('region', { name: 'Crews' }).getByRole('listitem').first().getByRole('button').click();
  await expectAccessibleAtBothWidths(page, 'admin crew modal', () => page.getByRole('dialog'));
  await page.getByRole('dialog').getByRole('button', { name: 'Edit crew' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit crew' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'crew form', () => page.getByRole('dialog'));
  await page.context().close();
});

test('a dancer’s 1 vs 1 battle with documents to sign passes axe', async ({ browser, request, baseURL }) => {
  const battle = (await seededBattles(request, 'future')).find((b) => b.crewSize === 1 && b.hasAgreement)!;
  const [dancer] = await freeDancers(request, battle.id, 1, { unsigned: true });
  const page = await pageAs(browser, baseURL!, dancer.token);
  await page.goto(`/battle/${battle.id}`);
  await expectAccessibleAtBothWidths(page, 'battle as dancer', () => area(page).getByRole('heading', { level: 1 }));
  await area(page).getByRole('button', { name: 'Sign agreement' }).click();
  await expectAccessibleAtBothWidths(page, 'agreement dialog', () => page.getByRole('dialog'));
  await page.context().close();
});
