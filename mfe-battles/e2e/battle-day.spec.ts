import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BRACKETS, ERRORS, PRELIMS, TOAST } from '@cypher/contracts/texts';
import { expectAccessibleAtBothWidths } from '../../e2e/axe-audit';
import { apiGet } from '../../e2e/helpers';
import { eventEditor, logIn, pageAs, seededBattles } from './battle-session';

// Issue 11's done-when journey: battle day on the real API with two judges, a spectator and the
// host, each in their own browser. Groups, prelims scored with halves, a tie at the cut resolved,
// 'Ready for bracketing', Add to bracket, the bracket edited and submitted, a semi-final judged
// over two rounds that ties and gets a tie-breaker, an audience vote — and the spectator's bracket
// shows every pairing and the winner without a reload; a judge offline for the tie-breaker syncs on
// reconnect.

const area = (page: Page) => page.locator('[data-area="battles"]');
const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

interface Person {
  id: number;
  dancerName: string;
}

/** A fresh 1 vs 1 bracket battle of four in a running event: semi-finals of two rounds, a final of one. */
async function battleDay(request: APIRequestContext) {
  const running = (await seededBattles(request, 'now'))[0]!;
  const host = await eventEditor(request, running.id);
  const created = await request.post(`/api/events/${running.event.id}/add-battle`, auth(host.token));
  expect(created.ok(), await created.text()).toBe(true);
  const empty = (await created.json()) as { id: number; orgId: number };
  const saved = await request.put(`/api/battles/${empty.id}`, {
    ...auth(host.token),
    data: {
      title: 'Battle Day Journey',
      crewSize: 1,
      description: '<p>Semi-finals over two rounds.</p>',
      organizationCompetitorsOnly: false,
      hideParticipants: false,
      participationCapType: 'none',
      limit: 0,
      style: 'bracket',
      bracketSize: 4,
      bracketLevels: [
        { name: 'Semi-final', rounds: 2 },
        { name: 'Final', rounds: 1 },
      ],
      prizesDesc: '',
      startDate: null,
      orgId: empty.orgId,
      prizes: [],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  // Dancers: people in none of the event's battles and not checked in yet, so check-in numbers
  // them here and no other journey's battle changes. Judges and the spectator: anyone else who
  // can sign in and is not event staff (a host could add the tie-breaker a judge must wait for).
  const asHost = async <T>(path: string) => (await (await request.get(`/api${path}`, auth(host.token))).json()) as T;
  const excluded = (await asHost<{ event: { excludedUserIds: number[] } }>(`/battles/${empty.id}`)).event.excludedUserIds;
  const event = await asHost<{ battles: Array<{ id: number }>; attendees?: Array<{ id: number; checkedIn: boolean }> }>(
    `/events/${running.event.id}`,
  );
  const checkedIn = new Set((event.attendees ?? []).filter((a) => a.checkedIn).map((a) => a.id));
  const competing = new Set<number>();
  for (const other of event.battles) {
    const view = await asHost<{ participants: Person[]; waitList: Person[]; crews: Array<{ participants: Person[] }> }>(
      `/battles/${other.id}`,
    );
    for (const p of [...view.participants, ...view.waitList, ...view.crews.flatMap((c) => c.participants)]) competing.add(p.id);
  }
  const free: Person[] = [];
  const others: Array<Person & { token: string }> = [];
  for (const user of await apiGet<Person[]>(request, '/users?pp=100&sb=name-asc')) {
    if (free.length === 5 && others.length === 3) break;
    if (user.id === host.id || excluded.includes(user.id)) continue;
    const token = await logIn(request, user.dancerName);
    if (!token) continue;
    const asThem = (await (await request.get(`/api/battles/${empty.id}`, auth(token))).json()) as { event: { isStaff: boolean } };
    if (asThem.event.isStaff) continue;
    if (free.length < 5 && !competing.has(user.id) && !checkedIn.has(user.id)) free.push(user);
    else if (others.length < 3 && (checkedIn.has(user.id) || !competing.has(user.id))) others.push({ ...user, token });
  }
  expect([free.length, others.length]).toEqual([5, 3]);
  const dancers = free;
  const [judgeA, judgeB, spectator] = others as [
    Person & { token: string },
    Person & { token: string },
    Person & { token: string },
  ];
  for (const judge of [judgeA, judgeB]) {
    const role = await request.post(`/api/battles/${empty.id}/role`, {
      ...auth(host.token),
      data: { userId: judge.id, role: 'judge' },
    });
    expect(role.ok(), await role.text()).toBe(true);
  }
  const registered = await request.post(`/api/admin/battles/${empty.id}/register`, {
    ...auth(host.token),
    data: { userIds: dancers.map((d) => d.id) },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  // Door staff check the dancers in (battle numbers) and the spectator (who may then vote).
  for (const person of checkedIn.has(spectator.id) ? dancers : [...dancers, spectator]) {
    const checked = await request.post(`/api/events/${running.event.id}/checkin/${person.id}`, auth(host.token));
    expect(checked.ok(), await checked.text()).toBe(true);
  }
  return { battleId: empty.id, host, judgeA, judgeB, spectator, dancers: dancers.map((d) => d.dancerName) };
}

/** A prelims pad of a judge: each tap of a first score is saved at once. */
async function tapPrelims(page: Page, name: string, ...keys: string[]) {
  const pad = area(page).getByRole('group', { name: `Points for ${name}` });
  for (const key of keys) {
    const judged = page.waitForResponse((answer) => answer.url().endsWith('/prelims') && answer.request().method() === 'POST');
    await pad.getByRole('button', { name: key === '½' ? 'Add a half point' : key, exact: true }).click();
    expect((await judged).ok()).toBe(true);
  }
}

const prelimsRow = (page: Page, name: string) => area(page).locator('li[id^="bt-prelims-entry-"]', { hasText: name });

/** A judge taps points for the given rounds (label, red, blue; '.5' adds the star). */
async function tapSparring(page: Page, red: string, blue: string, rounds: Array<[string, string, string]>) {
  for (const [label, redPoints, bluePoints] of rounds) {
    for (const [side, points] of [
      [red, redPoints],
      [blue, bluePoints],
    ] as const) {
      const pad = area(page).getByRole('group', { name: `${label}, ${side}` });
      await pad.getByRole('button', { name: `${Math.floor(Number(points))} points` }).click();
      if (points.endsWith('.5')) await pad.getByRole('button', { name: 'Add a half point' }).click();
    }
  }
}

const judged = (page: Page) =>
  page.waitForResponse((answer) => answer.url().endsWith('/judge') && answer.request().method() === 'POST');

/** Taps the rounds, submits, and waits for the server to take the points. */
async function judgeSparring(page: Page, red: string, blue: string, rounds: Array<[string, string, string]>) {
  await tapSparring(page, red, blue, rounds);
  const submitted = judged(page);
  await area(page).getByRole('button', { name: 'Submit points' }).click();
  const answer = await submitted;
  expect(answer.ok(), await answer.text()).toBe(true);
}

test('battle day: prelims with a tie at the cut, the bracket seeded, a semi-final with a tie-breaker and a vote — live for a spectator', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const day = await battleDay(request);
  const [d1, d2, d3, d4, d5] = day.dancers as [string, string, string, string, string];
  const [host, phoneA, phoneB, spectator] = await Promise.all(
    [day.host, day.judgeA, day.judgeB, day.spectator].map((person) => pageAs(browser, baseURL!, person.token)),
  );

  // The spectator keeps the bracket open on a phone all day: nothing drawn yet.
  await spectator.setViewportSize({ width: 360, height: 740 });
  await spectator.goto(`/battle/${day.battleId}/brackets`);
  await expect(area(spectator).getByRole('heading', { level: 1, name: 'Battle Day Journey' })).toBeVisible();

  // The host creates two groups of the five checked-in dancers.
  await host.goto(`/battle/${day.battleId}/prelims`);
  await area(host).getByRole('link', { name: PRELIMS.createGroups }).click();
  await area(host).getByRole('spinbutton', { name: 'Number of groups' }).fill('2');
  await area(host).getByRole('button', { name: PRELIMS.createGroups }).click();
  const toggle = area(host).getByRole('navigation', { name: 'View' });
  await expect(toggle.getByRole('link', { name: `${PRELIMS.groups} (2)` })).toHaveAttribute('aria-current', 'page');
  await toggle.getByRole('link', { name: /List/ }).click();

  // Two judges score with halves; the fourth and fifth tie at 6.5 for the last spot.
  for (const page of [phoneA, phoneB]) await page.goto(`/battle/${day.battleId}/prelims?prelimsViewMode=list`);
  await tapPrelims(phoneA, d1, '9');
  await tapPrelims(phoneA, d2, '8');
  await tapPrelims(phoneA, d3, '7', '½');
  await tapPrelims(phoneA, d4, '7');
  await tapPrelims(phoneA, d5, '6', '½');
  await tapPrelims(phoneB, d1, '9', '½');
  await tapPrelims(phoneB, d2, '8');
  await tapPrelims(phoneB, d3, '7', '½');
  await tapPrelims(phoneB, d4, '6');
  await tapPrelims(phoneB, d5, '6', '½');
  for (const name of [d4, d5]) await expect(prelimsRow(host, name).getByText(ERRORS.sameScore)).toBeVisible();
  await expect(area(host).getByRole('button', { name: PRELIMS.addToBracket })).toBeDisabled();

  // Judge B changes the fifth dancer's 6.5 to 7: saved on 'Done'. The tie is gone.
  for (const name of day.dancers) await prelimsRow(phoneB, name).getByRole('button', { name: PRELIMS.done }).click();
  await prelimsRow(phoneB, d5).getByRole('button', { name: PRELIMS.editPoints }).click();
  await area(phoneB)
    .getByRole('group', { name: `Points for ${d5}` })
    .getByRole('button', { name: '7', exact: true })
    .click();
  const edited = phoneB.waitForResponse((answer) => answer.url().endsWith('/prelims') && answer.request().method() === 'POST');
  await prelimsRow(phoneB, d5).getByRole('button', { name: PRELIMS.done }).click();
  expect((await edited).ok()).toBe(true);
  await expect(host.getByText(TOAST.bracketingIsReady)).toBeVisible();
  await expect(prelimsRow(host, d4).getByText(ERRORS.sameScore)).toHaveCount(0);

  // Add to bracket: the spectator's bracket draws itself, 1 v 4 and 2 v 3.
  await area(host).getByRole('button', { name: PRELIMS.addToBracket }).click();
  await host
    .getByRole('alertdialog', { name: PRELIMS.addConfirm.title })
    .getByRole('button', { name: PRELIMS.addConfirm.button })
    .click();
  await expect(area(host).getByRole('button', { name: PRELIMS.undoBracket })).toBeVisible();
  const semis = area(spectator).getByRole('region', { name: 'Semi-final' });
  await expect(semis.getByRole('link', { name: `${d1} vs ${d5}` })).toBeVisible();
  await expect(semis.getByRole('link', { name: `${d2} vs ${d3}` })).toBeVisible();

  // The host swaps the fifth and third dancer in the editor and submits the bracket.
  await host.goto(`/battle/${day.battleId}/brackets`);
  await area(host).getByRole('button', { name: BRACKETS.editBrackets }).click();
  const editor = area(host).getByRole('form', { name: BRACKETS.editBrackets });
  const first = editor.getByRole('group', { name: 'Semi-final, sparring 1' });
  const second = editor.getByRole('group', { name: 'Semi-final, sparring 2' });
  await expect(first.getByLabel('Blue').locator('option', { hasText: d3 })).toBeDisabled();
  await first.getByLabel('Blue').selectOption({ label: 'Choose' });
  await second.getByLabel('Blue').selectOption({ label: d5 });
  await first.getByLabel('Blue').selectOption({ label: d3 });
  const seeded = host.waitForResponse((answer) => answer.url().endsWith('/seed') && answer.request().method() === 'POST');
  await editor.getByRole('button', { name: BRACKETS.submit }).click();
  expect((await seeded).ok()).toBe(true);
  await expect(semis.getByRole('link', { name: `${d1} vs ${d3}` })).toBeVisible();
  await expect(area(spectator).getByRole('status')).toContainText(`Semi-final: ${d2} vs ${d5}`);
  await spectator.screenshot({ path: test.info().outputPath('brackets-list-360.png'), fullPage: true });

  // Both judges open the first semi-final from the bracket.
  for (const page of [phoneA, phoneB]) {
    await page.goto(`/battle/${day.battleId}/brackets`);
    await area(page).getByRole('button', { name: 'List' }).click();
    await area(page)
      .getByRole('link', { name: `${d1} vs ${d3}` })
      .click();
    await expect(area(page).getByRole('heading', { level: 1, name: `${d1} vs ${d3}` })).toBeVisible();
  }
  const sparringUrl = phoneA.url();
  const watching = await spectator.context().newPage();
  await watching.goto(sparringUrl);

  // Two rounds each; the judges split and the totals tie at 31: a tie-breaker is needed.
  await judgeSparring(phoneA, d1, d3, [
    ['Round 1', '8', '7.5'],
    ['Round 2', '7', '8'],
  ]);
  await judgeSparring(phoneB, d1, d3, [
    ['Round 1', '8.5', '8'],
    ['Round 2', '7.5', '7.5'],
  ]);
  for (const page of [phoneA, phoneB, watching]) await expect(area(page).getByText(ERRORS.tieBreakerNeeded)).toBeVisible();

  // The spectator, checked in at the door, votes red and then sees the totals.
  await watching.getByRole('radio', { name: d1 }).check();
  await area(watching).getByRole('button', { name: 'Vote' }).click();
  await expect(area(watching).getByText(`You voted ${d1}`)).toBeVisible();
  await expect(area(watching).getByText('1 vote')).toBeVisible();

  // The host adds a tie-breaker; it reaches the judges live, they score it, the host finishes.
  await host.goto(sparringUrl);
  await area(host).getByRole('button', { name: 'Add a tie-breaker round' }).click();
  for (const page of [phoneA, phoneB])
    await expect(area(page).getByRole('group', { name: `Tie-breaker 1, ${d1}` })).toBeVisible();
  // Their two rounds stay in their pads; only the tie-breaker is new.
  await judgeSparring(phoneA, d1, d3, [['Tie-breaker 1', '9', '8']]);
  // Judge B's phone loses the connection: the tie-breaker points wait on the device, then sync.
  await phoneB.context().setOffline(true);
  await tapSparring(phoneB, d1, d3, [['Tie-breaker 1', '9.5', '8']]);
  await area(phoneB).getByRole('button', { name: 'Submit points' }).click();
  const kept = area(phoneB).getByText(/your points are kept on this device/);
  await expect(kept).toBeVisible();
  const synced = judged(phoneB);
  await phoneB.context().setOffline(false);
  expect((await synced).ok()).toBe(true);
  await expect(kept).toHaveCount(0);
  // Both judges' tie-breaker points reach the host live; the points now decide: Finish.
  const finish = area(host).getByRole('button', { name: 'Finish' });
  await expect(finish).toBeEnabled();
  await finish.click();
  await expect(area(host).getByText(`Winner: ${d1}`).first()).toBeVisible();
  await host.screenshot({ path: test.info().outputPath('sparring-host-1280.png'), fullPage: true });

  // The spectator's bracket, open since the morning, shows the winner without a reload.
  await expect(semis.getByText(`— Winner: ${d1}`)).toBeVisible();
  await expect(area(spectator).getByRole('status')).toContainText(`${d1} won a Semi-final sparring`);
  await spectator.screenshot({ path: test.info().outputPath('brackets-winner-360.png'), fullPage: true });

  // Accessibility of the finished screens at both widths.
  await expectAccessibleAtBothWidths(spectator, 'brackets as spectator', () => semis);
  await expectAccessibleAtBothWidths(host, 'sparring as host', () => area(host).getByRole('table'));
  await host.goto(`/battle/${day.battleId}/brackets`);
  await area(host).getByRole('button', { name: 'Tree' }).click();
  await expectAccessibleAtBothWidths(host, 'brackets tree as host', () =>
    area(host).getByRole('region', { name: BRACKETS.left }),
  );
  await host.setViewportSize({ width: 1280, height: 900 });
  await host.screenshot({ path: test.info().outputPath('brackets-tree-1280.png'), fullPage: true });

  for (const page of [host, phoneA, phoneB, spectator]) await page.context().close();
});
