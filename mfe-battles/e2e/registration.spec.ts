import { expect, test, type Page } from '@playwright/test';
import { battleAs, eventEditor, freeDancers, pageAs, seededBattles } from './battle-session';

// Journeys of issue 10 against the real API and the demo seed. Each picks its own battle so that
// they do not disturb one another; dancers are chosen by asking the server who may register.
test.describe.configure({ mode: 'serial' });

const area = (page: Page) => page.locator('[data-area="battles"]');

test('a visitor pressing Register is sent to Login with the battle as the way back', async ({ page, request, baseURL }) => {
  const battle = (await seededBattles(request, 'future')).find((b) => b.crewSize !== 1)!;
  await page.context().addCookies([{ name: 'cookie', value: 'accepted', url: baseURL! }]);
  await page.goto(`/battle/${battle.id}`);
  await area(page).getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(`/battle/${battle.id}`)}`));
});

test('a crew of three is registered and both invitees accept from their invitations', async ({ browser, request, baseURL }) => {
  const battle = (await seededBattles(request, 'future')).find((b) => b.crewSize === 3 && !b.hasAgreement && !b.hasWaiver)!;
  const [creator, first, second] = await freeDancers(request, battle.id, 3);
  const started = Date.now();

  const page = await pageAs(browser, baseURL!, creator.token);
  await page.goto(`/battle/${battle.id}`);
  await area(page).getByRole('button', { name: 'Register new crew' }).click();
  const form = page.getByRole('dialog', { name: 'Register new crew' });
  await form.getByLabel('Crew name*').fill('E2E Headliners');
  for (const dancer of [first, second]) {
    await form.getByRole('combobox', { name: 'Add dancers' }).fill(dancer.dancerName);
    await form.getByRole('option', { name: dancer.dancerName, exact: true }).click();
  }
  await expect(form.getByRole('combobox', { name: 'Add dancers' })).toBeDisabled();
  await form.getByRole('button', { name: 'Register Crew' }).click();
  await expect(form).toBeHidden();
  await expect(area(page).getByText('You are registered with E2E Headliners')).toBeVisible();
  await expect(area(page).getByRole('button', { name: /E2E Headliners/ })).toBeVisible();

  for (const dancer of [first, second]) {
    const invitee = await pageAs(browser, baseURL!, dancer.token);
    await invitee.goto(`/battle/${battle.id}`);
    const invitations = area(invitee).getByRole('region', { name: 'Invitations' });
    await expect(invitations.getByText('E2E Headliners')).toBeVisible();
    await invitations.getByRole('button', { name: 'Accept' }).click();
    await expect(area(invitee).getByText('You are registered with E2E Headliners')).toBeVisible();
    await invitee.context().close();
  }
  const crew = (await battleAs(request, battle.id, creator.token)) as unknown as {
    crews: Array<{ name: string; participants: Array<{ id: number; confirmed: boolean }> }>;
  };
  const headliners = crew.crews.find((c) => c.name === 'E2E Headliners')!;
  expect(headliners.participants.map((p) => [p.id, p.confirmed]).sort()).toEqual(
    [creator, first, second].map((d) => [d.id, true]).sort(),
  );
  test
    .info()
    .annotations.push({ type: 'timing', description: `crew of three registered and accepted in ${Date.now() - started} ms` });
  await page.context().close();
});

test('a dancer invited to a crew signs the agreement and the waiver from the card, then accepts', async ({
  browser,
  request,
  baseURL,
}) => {
  // The server names the invitation as the reason the button is off; the card used to hide the
  // documents then, so the invitee could never sign and every Accept answered 'Sign the agreement'.
  const battle = (await seededBattles(request, 'future')).find((b) => b.crewSize === 3 && b.hasAgreement && b.hasWaiver)!;
  const [creator, invitee] = await freeDancers(request, battle.id, 2, { unsigned: true });
  const signBoth = async (page: Page) => {
    const card = area(page).getByRole('region', { name: 'Registration' });
    for (const document of ['agreement', 'waiver']) {
      await card.getByRole('button', { name: `Sign ${document}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
      await expect(dialog).toBeHidden();
    }
  };
  const page = await pageAs(browser, baseURL!, creator.token);
  await page.goto(`/battle/${battle.id}`);
  await signBoth(page);
  await area(page).getByRole('button', { name: 'Register new crew' }).click();
  const form = page.getByRole('dialog', { name: 'Register new crew' });
  await form.getByLabel('Crew name*').fill('E2E Signers');
  await form.getByRole('combobox', { name: 'Add dancers' }).fill(invitee.dancerName);
  await form.getByRole('option', { name: invitee.dancerName, exact: true }).click();
  await form.getByRole('button', { name: 'Register Crew' }).click();
  await expect(area(page).getByText('You are registered with E2E Signers')).toBeVisible();
  await page.context().close();

  const invited = await pageAs(browser, baseURL!, invitee.token);
  await invited.goto(`/battle/${battle.id}`);
  await expect(area(invited).getByRole('region', { name: 'Invitations' }).getByText('E2E Signers')).toBeVisible();
  await signBoth(invited);
  await area(invited).getByRole('region', { name: 'Invitations' }).getByRole('button', { name: 'Accept' }).click();
  await expect(area(invited).getByText('You are registered with E2E Signers')).toBeVisible();
  await invited.context().close();
});

test('the agreement and the waiver are signed before registering', async ({ browser, request, baseURL }) => {
  const battle = (await seededBattles(request, 'future')).find((b) => b.crewSize === 1 && b.hasAgreement && b.hasWaiver)!;
  const [dancer] = await freeDancers(request, battle.id, 1, { unsigned: true });
  const page = await pageAs(browser, baseURL!, dancer.token);
  await page.goto(`/battle/${battle.id}`);
  const card = area(page).getByRole('region', { name: 'Registration' });
  await expect(card.getByRole('button', { name: 'Register' })).toBeDisabled();
  for (const document of ['agreement', 'waiver']) {
    await card.getByRole('button', { name: `Sign ${document}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(dialog).toBeHidden();
  }
  await card.getByRole('button', { name: 'Register' }).click();
  await expect(card.getByText(/You are registered|You are on the waitlist/)).toBeVisible();
  await page.context().close();
});

test('an event editor enters the winners, two crews at Top 4, and they are shown; saving them again unchanged holds', async ({
  browser,
  request,
  baseURL,
}) => {
  const battle = (await seededBattles(request, 'future')).find((b) => b.crewSize === 2)!;
  const editor = await eventEditor(request, battle.id);
  const crews = (
    (await battleAs(request, battle.id, editor.token)) as unknown as { crews: Array<{ name: string; inWaitlist: boolean }> }
  ).crews
    .filter((crew) => !crew.inWaitlist)
    .map((crew) => crew.name);
  const page = await pageAs(browser, baseURL!, editor.token);
  await page.goto(`/battle/${battle.id}`);
  const results = area(page).getByRole('region', { name: 'Add Results' });
  await results.getByLabel('Add 1st Place').selectOption({ label: crews[1] });
  await results.getByLabel('Add 2nd Place').selectOption({ label: crews[0] });
  await results.getByRole('button', { name: 'Add top 4' }).click();
  // Top 4 is 3rd and 4th: two crews.
  await results.getByLabel('Add Top 4 (1)').selectOption({ label: crews[2] });
  await results.getByLabel('Add Top 4 (2)').selectOption({ label: crews[3] });
  await results.getByRole('button', { name: 'Save' }).click();
  const winners = area(page).getByRole('region', { name: /Winners/ });
  const shown = [
    new RegExp(`1st Place\\s*${crews[1]}`),
    new RegExp(`2nd Place\\s*${crews[0]}`),
    new RegExp(`Top 4\\s*${crews[2]}`),
    new RegExp(`Top 4\\s*${crews[3]}`),
  ];
  await expect(winners.locator('.bt-winners__item')).toHaveText(shown);
  // Reopened and saved as it is: the same results, no error.
  await winners.getByRole('button', { name: 'Edit results' }).click();
  const resaved = page.waitForResponse((response) => response.url().endsWith(`/api/battles/${battle.id}/winners`));
  await results.getByRole('button', { name: 'Save' }).click();
  expect((await resaved).status()).toBe(200);
  await expect(winners.locator('.bt-winners__item')).toHaveText(shown);
  // A visitor sees the same results.
  const visitor = await pageAs(browser, baseURL!, null);
  await visitor.goto(`/battle/${battle.id}`);
  await expect(
    area(visitor)
      .getByRole('region', { name: /Winners/ })
      .locator('.bt-winners__item'),
  ).toHaveCount(4);
  await visitor.context().close();
  await page.context().close();
});

test('the cap fills, the next dancer waits; an admin unregisters one and the first waiting is promoted and notified', async ({
  browser,
  request,
  baseURL,
}) => {
  const battle = (await seededBattles(request, 'future')).find(
    (b) => b.crewSize === 1 && b.participationCapType === 'registration' && !b.hasAgreement && !b.hasWaiver,
  )!;
  const spots = battle.limit - battle.registeredCount;
  const dancers = await freeDancers(request, battle.id, spots + 1);
  for (const dancer of dancers.slice(0, spots)) {
    const answer = await request.post(`/api/battles/${battle.id}/dancer`, {
      headers: { Authorization: `Bearer ${dancer.token}` },
    });
    expect(answer.ok()).toBe(true);
  }
  const late = dancers[spots];
  const latePage = await pageAs(browser, baseURL!, late.token);
  await latePage.goto(`/battle/${battle.id}`);
  const card = area(latePage).getByRole('region', { name: 'Registration' });
  await card.getByRole('button', { name: 'Register' }).click();
  await expect(card.getByText('You are on the waitlist')).toBeVisible();

  const editor = await eventEditor(request, battle.id);
  const page = await pageAs(browser, baseURL!, editor.token);
  await page.goto(`/battle/${battle.id}`);
  const leaving = dancers[0];
  await area(page)
    .getByRole('button', { name: `Unregister ${leaving.dancerName}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unregister' }).click();
  const participants = area(page).getByRole('region', { name: /Participants/ });
  await expect(participants.getByRole('link', { name: leaving.dancerName })).toHaveCount(0);
  await expect(participants.getByRole('heading', { name: 'Waitlist' })).toHaveCount(0);

  await latePage.reload();
  await expect(card.getByText('You are registered')).toBeVisible();
  await latePage.locator('.sh-bell').click();
  await expect(latePage.getByRole('region', { name: /new message/ })).toContainText(battle.title);
  await latePage.context().close();
  await page.context().close();
});
