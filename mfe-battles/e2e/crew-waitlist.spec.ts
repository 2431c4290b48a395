import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { BATTLE_NOTIFICATIONS } from '@cypher/contracts/texts';
import { battleAs, eventEditor, freeDancers, pageAs, seededBattles, type DemoDancer } from './battle-session';

// Issue 10: the crew battle's cap fills, the next crew lands on the waitlist, an admin unregisters
// a crew and the waiting crew is promoted and told so. Against the real API and the demo seed's
// showcase 3 vs 3 (registration cap, agreement and waiver).

interface CrewsView {
  limit: number;
  registeredCount: number;
  crews: Array<{ id: number; name: string; inWaitlist: boolean }>;
}

const area = (page: Page) => page.locator('[data-area="battles"]');
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Staff take every crew out (waiting ones first, so nobody is promoted meanwhile): an empty battle. */
async function emptyBattle(request: APIRequestContext, battleId: number, staff: DemoDancer) {
  const { crews } = (await battleAs(request, battleId, staff.token)) as unknown as CrewsView;
  for (const crew of [...crews].sort((a, b) => Number(b.inWaitlist) - Number(a.inWaitlist))) {
    const answer = await request.post(`/api/admin/crews/${battleId}/${crew.id}/unregister`, { headers: bearer(staff.token) });
    expect(answer.ok()).toBe(true);
  }
}

/** In the browser: sign the battle's documents in the register card if asked, then register a crew of one. */
async function registerLoneCrew(browser: Browser, baseURL: string, battleId: number, dancer: DemoDancer, crewName: string) {
  const page = await pageAs(browser, baseURL, dancer.token);
  await page.goto(`/battle/${battleId}`);
  const card = area(page).getByRole('region', { name: 'Registration' });
  await expect(card.getByRole('button', { name: 'Register new crew' })).toBeVisible();
  // Dancers of the seed's showcase crews signed already; the others sign here.
  for (const document of ['agreement', 'waiver']) {
    const sign = card.getByRole('button', { name: `Sign ${document}` });
    if ((await sign.count()) === 0) continue;
    await sign.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(dialog).toBeHidden();
  }
  await card.getByRole('button', { name: 'Register new crew' }).click();
  const form = page.getByRole('dialog', { name: 'Register new crew' });
  await form.getByLabel('Crew name*').fill(crewName);
  await form.getByRole('button', { name: 'Register Crew' }).click();
  // A crew of one asks first (spec: the lone-member confirm).
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(form).toBeHidden();
  return { page, card };
}

test('the cap fills, the next crew waits; an admin unregisters a crew and the waiting crew is promoted and notified', async ({
  browser,
  request,
  baseURL,
}) => {
  const battle = (await seededBattles(request, 'future')).find(
    (b) => b.crewSize === 3 && b.participationCapType === 'registration' && b.limit === 2,
  )!;
  const editor = await eventEditor(request, battle.id);
  await emptyBattle(request, battle.id, editor);
  const [first, second, late] = await freeDancers(request, battle.id, 3);

  // The first spot through the API (documents signed, a crew of one).
  for (const document of ['agreement', 'waiver'])
    expect((await request.post(`/api/battles/${battle.id}/sign-${document}`, { headers: bearer(first.token) })).ok()).toBe(true);
  const opened = await request.post(`/api/crews/${battle.id}`, {
    headers: bearer(first.token),
    data: { eventId: battle.event.id, name: 'E2E Openers', userIds: [] },
  });
  expect(opened.ok()).toBe(true);

  // The second fills the cap in the browser; the third lands on the waitlist.
  const filled = await registerLoneCrew(browser, baseURL!, battle.id, second, 'E2E Cap Fillers');
  await expect(filled.card.getByText('You are registered with E2E Cap Fillers')).toBeVisible();
  await filled.page.context().close();
  const started = Date.now();
  const waiting = await registerLoneCrew(browser, baseURL!, battle.id, late, 'E2E Latecomers');
  await expect(waiting.card.getByText('E2E Latecomers is on the waitlist')).toBeVisible();
  const after = (await battleAs(request, battle.id, editor.token)) as unknown as CrewsView;
  expect(after.registeredCount).toBe(2);
  expect(after.crews.map((c) => [c.name, c.inWaitlist])).toEqual([
    ['E2E Openers', false],
    ['E2E Cap Fillers', false],
    ['E2E Latecomers', true],
  ]);

  // Staff unregister the first crew from the admin crew modal.
  const page = await pageAs(browser, baseURL!, editor.token);
  await page.goto(`/battle/${battle.id}`);
  const crews = area(page).getByRole('region', { name: 'Crews' });
  await expect(crews.getByRole('heading', { name: 'Waitlist' })).toBeVisible();
  await crews.getByRole('button', { name: /E2E Openers/ }).click();
  const modal = page.getByRole('dialog', { name: 'E2E Openers' });
  await modal.getByRole('button', { name: 'Unregister crew' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unregister' }).click();
  await expect(modal).toBeHidden();
  await expect(crews.getByRole('button', { name: /E2E Openers/ })).toHaveCount(0);
  await expect(crews.getByRole('heading', { name: 'Waitlist' })).toHaveCount(0);
  await expect(crews.getByRole('button', { name: /E2E Latecomers/ })).toBeVisible();

  // The promoted dancer sees the crew registered and the bell's message.
  await waiting.page.reload();
  await expect(waiting.card.getByText('You are registered with E2E Latecomers')).toBeVisible();
  await waiting.page.locator('.sh-bell').click();
  await expect(waiting.page.getByRole('region', { name: /new message/ })).toContainText(
    BATTLE_NOTIFICATIONS.promoted(battle.title),
  );
  test
    .info()
    .annotations.push({ type: 'timing', description: `waitlisted crew promoted and told in ${Date.now() - started} ms` });
  await waiting.page.context().close();
  await page.context().close();
});
