import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ERRORS, PRELIMS, TOAST } from '@cypher/contracts/texts';
import { expectAccessibleAtBothWidths } from '../../e2e/axe-audit';
import { battleAs, eventEditor, freeDancers, logIn, pageAs, seededBattles } from './battle-session';

// Prelims on the real API: an editor groups the checked-in dancers, two judges on their own
// phones score with halves, a tie at the last bracket spot shows sameScore until a judge changes
// points, then the editor hears 'Ready for bracketing' and adds to the bracket — and a spectator's
// page follows every score without a reload.

interface Prelimsable {
  id: number;
  judges: Array<{ dancerName: string }>;
  participants: Array<{ dancerName: string; randId: number | null }>;
}

const area = (page: Page) => page.locator('[data-area="battles"]');
const row = (page: Page, name: string) => area(page).locator('li[id^="bt-prelims-entry-"]', { hasText: name });
const pad = (page: Page, name: string) => area(page).getByRole('group', { name: `Points for ${name}` });

async function tap(page: Page, name: string, ...keys: string[]) {
  for (const key of keys) {
    const judged = page.waitForResponse((answer) => answer.url().endsWith('/prelims') && answer.request().method() === 'POST');
    await pad(page, name)
      .getByRole('button', { name: key === '½' ? 'Add a half point' : key, exact: true })
      .click();
    expect((await judged).ok()).toBe(true);
  }
}

/** A 'now' bracket battle of 1 vs 1 still before its prelims, with four checked-in dancers and judges. */
async function battleToJudge(request: APIRequestContext) {
  for (const battle of await seededBattles(request, 'now')) {
    const full = (await battleAs(request, battle.id)) as unknown as Prelimsable & { style: string; status: string };
    const checkedIn = full.participants.filter((dancer) => dancer.randId !== null);
    if (
      full.style === 'bracket' &&
      battle.crewSize === 1 &&
      full.status === 'registration' &&
      checkedIn.length === 4 &&
      full.judges.length >= 2
    )
      return { battle: full, dancers: [...checkedIn].sort((a, b) => a.randId! - b.randId!).map((dancer) => dancer.dancerName) };
  }
  throw new Error('no bracket battle of a running event with four checked-in dancers and two judges');
}

/** Two spots in the bracket (a final only), so four dancers can tie across the cut. */
async function bracketOfTwo(request: APIRequestContext, battleId: number, token: string, changes: Record<string, unknown> = {}) {
  const battle = (await (
    await request.get(`/api/battles/${battleId}`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as Record<string, unknown> & { prizes: Array<Record<string, unknown>> };
  const fields = [
    'title',
    'crewSize',
    'description',
    'organizationCompetitorsOnly',
    'hideParticipants',
    'participationCapType',
    'limit',
    'style',
    'prizesDesc',
    'startDate',
    'orgId',
  ];
  const body = {
    ...Object.fromEntries(fields.map((field) => [field, battle[field]])),
    bracketSize: 2,
    bracketLevels: [{ name: 'Final', rounds: 1 }],
    ...changes,
    prizes: battle.prizes.map(({ id, place, title, amount }) => ({ id, place, title, amount })),
  };
  const answer = await request.put(`/api/battles/${battleId}`, { data: body, headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

test('groups, two judges with halves, a tie at the cut resolved, Ready for bracketing, Add to bracket — live for a spectator', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { battle, dancers } = await battleToJudge(request);
  const [first, second, third, fourth] = dancers as [string, string, string, string];
  const editor = await eventEditor(request, battle.id);
  await bracketOfTwo(request, battle.id, editor.token);
  const [judgeA, judgeB] = await Promise.all(battle.judges.slice(0, 2).map((judge) => logIn(request, judge.dancerName)));

  // The editor splits the four into two groups and moves one dancer.
  const staff = await pageAs(browser, baseURL!, editor.token);
  await staff.goto(`/battle/${battle.id}/prelims`);
  await area(staff).getByRole('link', { name: PRELIMS.createGroups }).click();
  await expect(area(staff).getByRole('heading', { level: 2, name: PRELIMS.createGroups })).toBeVisible();
  await area(staff).getByRole('spinbutton', { name: 'Number of groups' }).fill('2');
  await area(staff).getByRole('button', { name: PRELIMS.createGroups }).click();
  const toggle = area(staff).getByRole('navigation', { name: 'View' });
  await expect(toggle.getByRole('link', { name: `${PRELIMS.groups} (2)` })).toHaveAttribute('aria-current', 'page');
  await expect(toggle.getByRole('link', { name: `${PRELIMS.list} (4 participants)` })).toBeVisible();
  await expect(area(staff).getByText('2 participants')).toHaveCount(2);
  await area(staff).getByRole('button', { name: PRELIMS.editGroups }).click();
  await area(staff).locator('li.bt-group__member', { hasText: first }).getByRole('button', { name: 'Move' }).click();
  await expect(staff.getByText(TOAST.movedParticipant)).toBeVisible();
  await expect(area(staff).getByText('3 participants')).toBeVisible();
  await toggle.getByRole('link', { name: /List/ }).click();

  // Two judges and a spectator open the list.
  const [phoneA, phoneB, spectator] = await Promise.all([judgeA, judgeB, null].map((token) => pageAs(browser, baseURL!, token)));
  for (const page of [phoneA!, phoneB!, spectator!]) await page.goto(`/battle/${battle.id}/prelims?prelimsViewMode=list`);
  await expect(row(spectator!, third).getByLabel('Average -')).toBeVisible();

  // Judge A: 9, 8, 7 with the star (7.5), 6 — each first score saved at the tap.
  await tap(phoneA!, first, '9');
  await tap(phoneA!, second, '8');
  await tap(phoneA!, third, '7', '½');
  await tap(phoneA!, fourth, '6');
  await expect(row(spectator!, third).getByLabel('Average 7.5')).toBeVisible();
  // Judge B: 9, 7.5, 8, 6 — second and third now tie at 7.75 across the one spot left.
  await tap(phoneB!, first, '9');
  await tap(phoneB!, second, '7', '½');
  await tap(phoneB!, third, '8');
  await tap(phoneB!, fourth, '6');
  for (const page of [phoneB!, staff]) {
    await expect(row(page, second).getByText(ERRORS.sameScore)).toBeVisible();
    await expect(row(page, third).getByText(ERRORS.sameScore)).toBeVisible();
  }
  await expect(row(spectator!, second).getByLabel('Average 7.75')).toBeVisible();
  await expect(area(staff).getByRole('button', { name: PRELIMS.addToBracket })).toBeDisabled();

  // Judge B closes the pads, then changes the third dancer's 8 to 9: saved on 'Done' only.
  for (const name of dancers) await row(phoneB!, name).getByRole('button', { name: PRELIMS.done }).click();
  await row(phoneB!, third).getByRole('button', { name: PRELIMS.editPoints }).click();
  await pad(phoneB!, third).getByRole('button', { name: '9', exact: true }).click();
  const saved = phoneB!.waitForResponse((answer) => answer.url().endsWith('/prelims') && answer.request().method() === 'POST');
  await row(phoneB!, third).getByRole('button', { name: PRELIMS.done }).click();
  expect((await saved).ok()).toBe(true);
  await expect(row(phoneB!, third).getByText('Your points: 9')).toBeVisible();

  // The tie is gone on every screen; the editor is told the bracket is ready, live.
  await expect(row(spectator!, third).getByLabel('Average 8.25')).toBeVisible();
  await expect(row(staff, second).getByText(ERRORS.sameScore)).toHaveCount(0);
  await expect(staff.getByText(TOAST.bracketingIsReady)).toBeVisible();
  const add = area(staff).getByRole('button', { name: PRELIMS.addToBracket });
  await expect(add).toBeEnabled();
  await add.click();
  const dialog = staff.getByRole('alertdialog', { name: PRELIMS.addConfirm.title });
  await expect(dialog).toContainText(PRELIMS.addConfirm.text);
  await dialog.getByRole('button', { name: PRELIMS.addConfirm.button }).click();
  await expect(area(staff).getByRole('button', { name: PRELIMS.undoBracket })).toBeVisible();
  // Who missed the bracket is greyed; the two who made it are not.
  await expect(row(staff, second)).toHaveClass(/bt-score-row--greyed/);
  await expect(row(staff, first)).not.toHaveClass(/bt-score-row--greyed/);
  await expect(row(staff, third)).not.toHaveClass(/bt-score-row--greyed/);

  for (const page of [staff, phoneA!, phoneB!, spectator!]) await page.context().close();
});

test('the prelims pages pass axe at 1280 and 360 px, as a judge with open pads and as an editor', async ({
  browser,
  request,
  baseURL,
}) => {
  // A battle the journey above left alone: the last bracket battle still before its prelims.
  const candidates: Prelimsable[] = [];
  for (const battle of await seededBattles(request, 'now')) {
    const full = (await battleAs(request, battle.id)) as unknown as Prelimsable & { style: string; status: string };
    if (full.style === 'bracket' && full.status === 'registration' && full.judges.length > 0) candidates.push(full);
  }
  const battle = candidates.at(-1)!;
  const judgeToken = await logIn(request, battle.judges.at(-1)!.dancerName);
  const judge = await pageAs(browser, baseURL!, judgeToken);
  await judge.goto(`/battle/${battle.id}/prelims?prelimsViewMode=list`);
  await expect(
    area(judge)
      .getByRole('group', { name: /^Points for / })
      .first(),
  ).toBeVisible();
  await expectAccessibleAtBothWidths(judge, 'prelims list as judge', () => area(judge).getByRole('region', { name: 'Entries' }));
  await judge.screenshot({ path: test.info().outputPath('prelims-judge-360.png'), fullPage: true });
  await judge.setViewportSize({ width: 1280, height: 900 });
  await judge.screenshot({ path: test.info().outputPath('prelims-judge-1280.png'), fullPage: true });
  await judge.context().close();

  const editor = await eventEditor(request, battle.id);
  const staff = await pageAs(browser, baseURL!, editor.token);
  await staff.goto(`/battle/${battle.id}/prelims/groups`);
  await expectAccessibleAtBothWidths(staff, 'create groups', () =>
    area(staff).getByRole('spinbutton', { name: 'Number of groups' }),
  );
  await area(staff).getByRole('button', { name: PRELIMS.createGroups }).click();
  await area(staff).getByRole('button', { name: PRELIMS.editGroups }).click();
  await expectAccessibleAtBothWidths(staff, 'groups as editor', () => area(staff).getByRole('button', { name: 'Move' }));
  await staff.screenshot({ path: test.info().outputPath('prelims-groups-360.png'), fullPage: true });
  await area(staff).getByRole('link', { name: 'Group 1' }).click();
  await area(staff)
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  await expectAccessibleAtBothWidths(staff, 'group as editor', () => area(staff).getByRole('button', { name: 'Move' }));
  await staff.context().close();
});

test('a crew battle: one tab per round, a first score saves, the next round opens 10 s later, an offline score syncs on reconnect', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A new 2 vs 2 bracket battle in a running event, two crews registered and checked in by an editor.
  const host = (await seededBattles(request, 'now'))[0]!;
  const editor = await eventEditor(request, host.id);
  const auth = { Authorization: `Bearer ${editor.token}` };
  const created = (await (await request.post(`/api/events/${host.event.id}/add-battle`, { headers: auth })).json()) as {
    id: number;
  };
  await bracketOfTwo(request, created.id, editor.token, { title: 'Crew prelims journey', crewSize: 2, style: 'bracket' });
  const [a1, a2, b1, b2, judge] = await freeDancers(request, created.id, 5);
  for (const [name, members] of [
    ['Alpha Crew', [a1!, a2!]],
    ['Beta Crew', [b1!, b2!]],
  ] as const) {
    const answer = await request.post(`/api/crews/${created.id}`, {
      headers: auth,
      data: { eventId: host.event.id, name, userIds: members.map((member) => member.id) },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
  for (const dancer of [a1!, a2!, b1!, b2!]) {
    // A dancer already checked in to the event got no number in this new battle: check in afresh.
    await request.post(`/api/admin/events/${host.event.id}/uncheck/${dancer.id}`, { headers: auth });
    const answer = await request.post(`/api/events/${host.event.id}/checkin/${dancer.id}`, { headers: auth });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
  const role = await request.post(`/api/battles/${created.id}/role`, {
    headers: auth,
    data: { userId: judge!.id, role: 'judge' },
  });
  expect(role.ok(), await role.text()).toBe(true);

  const phone = await pageAs(browser, baseURL!, judge!.token);
  await phone.goto(`/battle/${created.id}/prelims`);
  const tabs = area(phone).getByRole('tablist', { name: 'Rounds for Alpha Crew' });
  await expect(tabs.getByRole('tab')).toHaveCount(2);
  await expect(tabs.getByRole('tab', { name: /Round 1/ })).toHaveAttribute('aria-selected', 'true');
  await tap(phone, 'Alpha Crew, Round 1', '8');
  await expect(row(phone, 'Alpha Crew').getByLabel('Average 8')).toBeVisible();
  // Ten seconds to add the star; then round 2 opens by itself.
  await expect(tabs.getByRole('tab', { name: /Round 2/ })).toHaveAttribute('aria-selected', 'true', { timeout: 14_000 });
  await tap(phone, 'Alpha Crew, Round 2', '7', '½');
  await expect(row(phone, 'Alpha Crew').getByLabel('Average 7.75')).toBeVisible();
  await row(phone, 'Alpha Crew').getByRole('button', { name: PRELIMS.done }).click();
  await expect(row(phone, 'Alpha Crew').getByText('Your points: Round 1 8 · Round 2 7.5')).toBeVisible();
  // The crew's dancers are listed under its name; the other crew still waits with its pad open.
  await expect(row(phone, 'Alpha Crew')).toContainText(`${a1!.dancerName}, ${a2!.dancerName}`);
  await expect(area(phone).getByRole('tablist', { name: 'Rounds for Beta Crew' })).toBeVisible();

  // The hall's network drops: the score waits on the phone, then goes out when it is back.
  await phone.context().setOffline(true);
  await pad(phone, 'Beta Crew, Round 1').getByRole('button', { name: '9', exact: true }).click();
  await expect(row(phone, 'Beta Crew').getByText(/No connection: your points and marks are kept on this phone/)).toBeVisible();
  const replayed = phone.waitForResponse((answer) => answer.url().endsWith('/prelims') && answer.request().method() === 'POST');
  await phone.context().setOffline(false);
  expect((await replayed).ok()).toBe(true);
  await expect(row(phone, 'Beta Crew').getByLabel('Average 9')).toBeVisible();
  await expect(row(phone, 'Beta Crew').getByText(/No connection/)).toHaveCount(0);
  await phone.context().close();
});
