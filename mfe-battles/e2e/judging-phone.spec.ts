import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiGet } from '../../e2e/helpers';
import { logIn, seededBattles } from './battle-session';

// What a judge taps at 360 px, laid out by the style sheets (jsdom draws none of it): the prelims
// pad's ★½ key once spilt out of its box and 'Order by' showed 'Assigned num'; the sparring pad's
// star wrapped under each 6–10 row, and the round's legend ran into the browser's white border;
// a closed group showed its members anyway (display: grid over [hidden]). The demo seed's judge.
const JUDGE = 'Kid Kairo';

const area = (page: Page) => page.locator('[data-area="battles"]');

interface BracketSpots {
  left: Array<Array<{ sparringId: number }>>;
  right: Array<Array<{ sparringId: number }>>;
}

/** A seeded bracket battle in its prelims, with two groups, that the judge scores. */
async function prelimsToJudge(request: APIRequestContext, token: string) {
  const auth = { Authorization: `Bearer ${token}` };
  for (const battle of await seededBattles(request, 'now')) {
    const answer = await request.get(`/api/battles/${battle.id}/prelims`, { headers: auth });
    if (!answer.ok()) continue;
    const prelims = (await answer.json()) as { groups?: unknown[]; permissions?: { canJudge?: boolean } };
    if (prelims.permissions?.canJudge && (prelims.groups?.length ?? 0) >= 2) return battle.id;
  }
  throw new Error(`${JUDGE} judges no seeded prelims with two groups`);
}

/** An open sparring of two rounds or more that the judge scores. */
async function sparringToJudge(request: APIRequestContext, token: string) {
  const auth = { Authorization: `Bearer ${token}` };
  for (const battle of await seededBattles(request, 'now')) {
    const brackets = await apiGet<BracketSpots>(request, `/battles/${battle.id}/brackets`).catch(() => null);
    for (const spot of [...(brackets?.left ?? []), ...(brackets?.right ?? [])].flat()) {
      const sparring = (await (await request.get(`/api/sparrings/${spot.sparringId}`, { headers: auth })).json()) as {
        rounds: unknown[];
        permissions: { canSetScore: boolean };
      };
      if (sparring.permissions.canSetScore && sparring.rounds.length >= 2) return spot.sparringId;
    }
  }
  throw new Error(`${JUDGE} scores no seeded sparring of two rounds`);
}

test.use({ viewport: { width: 360, height: 800 } });

/** The test's page signed in as the judge, the cookie banner answered; answers the judge's token. */
async function asJudge(page: Page, request: APIRequestContext, baseURL: string) {
  const token = (await logIn(request, JUDGE))!;
  await page.context().addCookies([{ name: 'cookie', value: 'accepted', url: baseURL }]);
  await page.addInitScript((value) => window.localStorage.setItem('cypher.token', value), token);
  return token;
}

test('360 px prelims: every pad key holds its label, Order by shows its option whole, a closed group hides its members', async ({
  page,
  request,
  baseURL,
}) => {
  const battleId = await prelimsToJudge(request, await asJudge(page, request, baseURL!));

  await page.goto(`/battle/${battleId}/prelims?prelimsViewMode=list`);
  const keys = area(page).locator('.bt-pad__key');
  await expect(keys.first()).toBeVisible();
  const spilt = await keys.evaluateAll((all) =>
    all
      .filter((key) => key.scrollWidth > key.clientWidth)
      .map((key) => `${key.textContent}: ${key.scrollWidth} in ${key.clientWidth}`),
  );
  expect(spilt).toEqual([]);
  const select = area(page).getByLabel('Order by');
  await select.selectOption({ label: 'Assigned number' });
  // The select's width against the same select sized to its longest option.
  const [shown, needed] = await select.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLSelectElement;
    copy.style.cssText = 'position: absolute; width: auto; min-width: 0; flex: none';
    element.parentElement!.append(copy);
    const widths = [element.getBoundingClientRect().width, copy.getBoundingClientRect().width];
    copy.remove();
    return widths;
  });
  expect(shown).toBeGreaterThanOrEqual(needed);
  const direction = await area(page)
    .getByRole('button', { name: /^Order: / })
    .boundingBox();
  expect(direction!.x + direction!.width).toBeLessThanOrEqual(360);

  await page.goto(`/battle/${battleId}/prelims?prelimsViewMode=groups`);
  const opener = area(page)
    .getByRole('button', { name: /^Show members: / })
    .first();
  const members = page.locator(`[id="${await opener.getAttribute('aria-controls')}"]`);
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  await expect(members).toBeHidden();
  // A chevron drawn by the style sheet, not a '+' that reads as 'add'.
  await expect(opener).toHaveText('');
  await opener.click();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  await expect(members).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('prelims-groups-360.png') });
});

test('360 px sparring: each side keeps 6 to 10 and the star on one line, in a round box of the theme', async ({
  page,
  request,
  baseURL,
}) => {
  const sparringId = await sparringToJudge(request, await asJudge(page, request, baseURL!));
  await page.goto(`/sparring/${sparringId}`);
  const pads = area(page).getByRole('group', { name: /^Round 1, / });
  await expect(pads).toHaveCount(2);
  for (const pad of await pads.all()) {
    const tops = await pad.getByRole('button').evaluateAll((keys) => keys.map((key) => key.getBoundingClientRect().top));
    expect(tops).toHaveLength(6);
    expect(new Set(tops).size, 'keys on more than one line').toBe(1);
  }
  const rounds = area(page).getByRole('form', { name: 'Your points' }).locator('fieldset');
  expect(await rounds.count()).toBeGreaterThanOrEqual(2);
  for (const round of await rounds.all()) {
    const look = await round.evaluate((fieldset) => {
      const legend = fieldset.querySelector('legend')!;
      const probe = document.createElement('i');
      probe.style.color = 'var(--cy-color-border)';
      fieldset.append(probe);
      const border = getComputedStyle(probe).color;
      probe.remove();
      return {
        border: getComputedStyle(fieldset).borderTopColor === border,
        // The legend lies inside the box (below its top border), not across it.
        legendInside: legend.getBoundingClientRect().top >= fieldset.getBoundingClientRect().top + 1,
        legendWithin: legend.getBoundingClientRect().right <= fieldset.getBoundingClientRect().right,
      };
    });
    expect(look).toEqual({ border: true, legendInside: true, legendWithin: true });
  }
  await page.screenshot({ path: test.info().outputPath('sparring-judge-360.png'), fullPage: true });
});
